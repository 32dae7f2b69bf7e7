/** What a partner's ticket and a link's return address must look like. */

/** A ticket as the partners issue them. */
const TICKET = /^[A-Za-z0-9_-]{8,128}$/;

export function ticketLooksValid(ticket: string): boolean {
  return TICKET.test(ticket);
}

/**
 * The in-app address a partner's link may lead to: a path of the app (one leading `/`, no
 * backslash, no control characters, at most 512 characters); anything else is the home, so the
 * link is never a way to another site.
 */
export function inAppAddress(raw: string | null | undefined): string {
  const address = raw?.trim() ?? '';
  if (!address.startsWith('/') || address.startsWith('//') || address.length > 512) return '/index';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(address)) return '/index';
  return address;
}
