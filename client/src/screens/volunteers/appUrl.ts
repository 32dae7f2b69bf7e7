/** The full address of an in-app path (what a QR code carries: the phone's camera opens it). */
export function appUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}
