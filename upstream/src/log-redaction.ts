/**
 * What the upstream's request log (UPSTREAM_LOG=1) never writes: credentials and personal
 * identifiers travel in query parameters (token, the messaging app's open id, its single-use
 * authorization code, SM4-encrypted phones), so the logged URL carries their names only.
 */
const SECRET_PARAMS = /([?&](?:token|userToken|wechatOpenId|openid|code|redirect_uri|phone|idCard)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's logger option: off, or on with the request URL redacted. */
export function loggerOption(enabled: boolean) {
  if (!enabled) return false;
  return {
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
    },
  };
}
