/**
 * A site's first-visit page (`site.firstVisitPath`, the Great Wall edition's `/cc-guide`): a
 * visitor who has not seen it yet on this device opens it instead of the site's home; once seen,
 * the home is the home.
 */
const KEY = (siteCode: string) => `ctp.firstVisitSeen.${siteCode}`;

export function firstVisitSeen(siteCode: string): boolean {
  try {
    return window.localStorage.getItem(KEY(siteCode)) === '1';
  } catch {
    return true;
  }
}

export function markFirstVisitSeen(siteCode: string): void {
  try {
    window.localStorage.setItem(KEY(siteCode), '1');
  } catch {
    // storage refused: the visitor sees the page again next time
  }
}
