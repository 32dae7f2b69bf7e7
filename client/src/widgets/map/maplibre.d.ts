// The CSP build of MapLibre GL (no blob: worker, no eval): the same API as the package's main
// build, whose types it ships; its worker is a file of its own (GlMap sets its URL).
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  const maplibre: typeof import('maplibre-gl');
  export default maplibre;
}
