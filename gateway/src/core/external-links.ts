/**
 * The spec's external-link rule: hosts on the allow-list (8 entries) open directly; any other
 * host first shows a disclaimer naming the site. One provincial site skips the disclaimer.
 * Entries are exact host names, or `*.example.org` for a domain and its sub-domains.
 */
export interface ExternalLinkPolicy {
  allowedHosts: string[];
  /**
   * Site codes whose external links skip the disclaimer and whose places' website links are
   * disabled (one provincial site).
   */
  noDisclaimerSites: string[];
  /** Site codes whose scenic detail shows navigation (four configured sites). */
  scenicNavigationSites: string[];
}

export const EXTERNAL_LINK_DEFAULTS: ExternalLinkPolicy = {
  allowedHosts: [
    '*.mct.gov.cn',
    '*.sc.gov.cn',
    '*.chengdu.gov.cn',
    '*.jiuzhai.com',
    '*.lijiang.gov.cn',
    '*.jyg.gov.cn',
    'mp.weixin.qq.com',
    'map.baidu.com',
  ],
  noDisclaimerSites: ['site510000'],
  scenicNavigationSites: ['site378288', 'site873121', 'site948580', 'site595838'],
};

export interface ExternalLinkVerdict {
  url: string | null;
  allowed: boolean;
  needsDisclaimer: boolean;
}

export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (e.startsWith('*.')) return h === e.slice(2) || h.endsWith(e.slice(1));
    return h === e;
  });
}

export function evaluateExternalLink(raw: string, siteCode: string, policy: ExternalLinkPolicy): ExternalLinkVerdict {
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw.trim());
  } catch {
    parsed = null;
  }
  const web =
    parsed !== null &&
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === '';
  const url = web && parsed ? parsed.toString() : null;
  const allowed = web && parsed ? hostAllowed(parsed.hostname, policy.allowedHosts) : false;
  const skip = policy.noDisclaimerSites.includes(siteCode);
  return { url, allowed, needsDisclaimer: url !== null && !allowed && !skip };
}

const TEXTS: Record<string, (site: string) => string> = {
  CN: (site) => `您即将离开${site}，访问第三方网站。第三方网站的内容与${site}无关，请注意甄别。`,
  EN: (site) => `You are leaving ${site} for a third-party website. Its content has nothing to do with ${site}.`,
  FRENCH: (site) => `Vous quittez ${site} pour un site tiers. Son contenu n'engage en rien ${site}.`,
  JAPANESE: (site) => `${site}から第三者のウェブサイトに移動します。その内容は${site}とは関係ありません。`,
  KOREAN: (site) => `${site}을(를) 떠나 제3자 웹사이트로 이동합니다. 해당 내용은 ${site}와(과) 관련이 없습니다.`,
};

export function disclaimerText(siteName: string, language: string | null | undefined): string {
  return (TEXTS[language ?? 'CN'] ?? TEXTS.CN!)(siteName);
}
