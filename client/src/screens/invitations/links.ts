/** The landing page an invitee opens from a shared invitation (in-app path), and its full address (what the QR code carries). */
export const invitationPath = (code: string): string => `/accept-invitation/${encodeURIComponent(code)}`;

export function invitationUrl(code: string): string {
  return `${window.location.origin}${window.location.pathname}#${invitationPath(code)}`;
}
