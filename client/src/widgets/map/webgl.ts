/**
 * Whether this browser can draw a WebGL map (an old phone or a webview with WebGL off cannot):
 * asked once, with a throwaway canvas whose context is released at once.
 */
let known: boolean | null = null;

export function hasWebGL(): boolean {
  if (known !== null) return known;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    known = gl !== null;
  } catch {
    known = false;
  }
  return known;
}
