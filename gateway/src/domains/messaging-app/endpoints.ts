/**
 * Where the messaging app's authorization server is: its authorize page (the browser goes there)
 * and its code-for-open-id exchange (the gateway calls it). In development the reference
 * upstream's development channel plays it; deployed, the messaging app's own addresses.
 */
export interface MessagingAppEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
}

export const MESSAGING_APP_PRODUCTION: MessagingAppEndpoints = {
  authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
};

/** The reference upstream's stand-in (its development channel, upstream/API.md). */
export function messagingAppDevelopment(upstreamBaseUrl: string): MessagingAppEndpoints {
  const base = upstreamBaseUrl.replace(/\/+$/, '');
  return {
    authorizeUrl: `${base}/__dev/wechat/connect/oauth2/authorize`,
    tokenUrl: `${base}/__dev/wechat/sns/oauth2/access_token`,
  };
}
