/**
 * Where the app runs, by the browser's user agent: the messaging app's (WeChat's) own browser,
 * its mini-program webview, or an ordinary browser. The messaging app's browser says
 * `MicroMessenger/<version>`; its mini-program webview says that and `miniProgram` too.
 */
export type BrowserKind = 'messaging-app' | 'mini-program' | 'ordinary';

export function browserKindOf(userAgent: string): BrowserKind {
  if (!/\bMicroMessenger\//i.test(userAgent)) return 'ordinary';
  return /\bminiProgram\b/i.test(userAgent) ? 'mini-program' : 'messaging-app';
}

/** This page's browser kind. */
export function browserKind(): BrowserKind {
  return typeof navigator === 'undefined' ? 'ordinary' : browserKindOf(navigator.userAgent);
}
