import type { Resolvers } from '../../generated/resolvers-types.ts';
import type { GatewayContext } from '../../core/context.ts';
import { disclaimerText, evaluateExternalLink, EXTERNAL_LINK_DEFAULTS } from '../../core/external-links.ts';
import type { ExternalLinkVerdict } from '../../core/external-links.ts';
import { placeField } from '../places/index.ts';

/** The ExternalLink object for an address on the request's site (what every ExternalLink field answers). */
export function externalLinkFor(url: string, ctx: GatewayContext): ExternalLinkVerdict & { siteCode: string } {
  return { ...evaluateExternalLink(url, ctx.siteCode, ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS), siteCode: ctx.siteCode };
}

/**
 * Query.externalLink, the same verdict on MenuEntry.externalLink (EXTERNAL entries) and
 * NewsArticle.sourceLink, and ExternalLink.disclaimerText. The client never decides itself.
 */
export const linkResolvers: Resolvers = {
  Query: {
    externalLink: (_root: unknown, args: { url: string }, ctx: GatewayContext) => externalLinkFor(args.url, ctx),
  },
  MenuEntry: {
    externalLink: (entry: { target: string; url: string | null }, _args: unknown, ctx: GatewayContext) =>
      entry.target === 'EXTERNAL' && entry.url ? externalLinkFor(entry.url, ctx) : null,
  },
  NewsArticle: {
    sourceLink: (article: { row: { sourceUrl?: string | null } }, _args: unknown, ctx: GatewayContext) => {
      const raw = String(article.row.sourceUrl ?? '').trim();
      if (!raw) return null;
      const link = externalLinkFor(raw, ctx);
      return link.url ? link : null;
    },
  },
  ScenicArea: {
    websiteLink: async (area, _args, ctx) => {
      const policy = ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS;
      if (policy.noDisclaimerSites.includes(ctx.siteCode)) return null;
      const raw = await placeField(area, ctx, 'websiteUrl');
      const link = typeof raw === 'string' && raw.trim() ? externalLinkFor(raw, ctx) : null;
      return link?.url ? link : null;
    },
    showsNavigation: (_area, _args, ctx) =>
      (ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS).scenicNavigationSites.includes(ctx.siteCode),
  },
  ExternalLink: {
    disclaimerText: async (link: ExternalLinkVerdict & { siteCode: string }, _args: unknown, ctx: GatewayContext) => {
      if (!link.needsDisclaimer) return null;
      const site = await ctx.siteSummary().catch(() => {
        ctx.response.degraded(); // the generic wording stands in for the site's name: not cached
        return null;
      });
      const language = site?.language ?? 'CN';
      const name = site?.name || (language === 'CN' ? '本平台' : 'this platform');
      return disclaimerText(name, language);
    },
  },
};
