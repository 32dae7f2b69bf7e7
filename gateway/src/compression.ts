import type { Plugin } from 'graphql-yoga';

/**
 * gzip for GraphQL JSON responses the client accepts compressed, from `minBytes` up (smaller ones
 * gain nothing). Streams (SSE, multipart) and already encoded responses go as they are.
 */
export function compressionPlugin(minBytes = 1024): Plugin {
  return {
    onResponse({ request, response, setResponse, fetchAPI }) {
      // the headers first: reading `body` turns a string answer into a stream (costly, and for nothing when it goes as it is)
      if (response.headers.has('content-encoding')) return;
      if (!/\bapplication\/(?:graphql-response\+)?json\b/.test(response.headers.get('content-type') ?? '')) return;
      const length = Number(response.headers.get('content-length') ?? Number.NaN);
      if (!(length >= minBytes)) return;
      if (!acceptsGzip(request.headers.get('accept-encoding'))) return;
      if (!response.body) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-encoding', 'gzip');
      headers.delete('content-length');
      headers.append('vary', 'Accept-Encoding');
      setResponse(
        new fetchAPI.Response(response.body.pipeThrough(new fetchAPI.CompressionStream('gzip')), {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    },
  };
}

/** True when the Accept-Encoding header lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | null): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}
