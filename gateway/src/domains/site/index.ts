import type { Loaders, SiteSummary } from '../../core/context.ts';
import { siteLanguage } from '../../core/language.ts';
import { text } from '../../core/normalise.ts';
import type { DomainModule } from '../../core/module.ts';
import { siteResolvers } from './resolvers.ts';
import { siteNodeLoaders } from './nodes.ts';
import { createSiteLoaders } from './loaders.ts';
import type { SiteLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    site: SiteLoaders;
  }
}

/** The site domain: its SDL is `schema.graphql` beside this file. */
export const siteModule: DomainModule = {
  name: 'site',
  resolvers: siteResolvers,
  nodes: { ...siteNodeLoaders },
  loaders: { site: createSiteLoaders },
};

/** The request's site name and language (for every domain, through `ctx.siteSummary()`). */
export async function siteSummaryOf(loaders: Loaders, siteCode: string): Promise<SiteSummary> {
  const site = await loaders.site.site.load(siteCode);
  return { name: text(site.name), language: siteLanguage(site.siteLanguage) };
}

export { siteEdition } from './edition.ts';
export { menuEntriesOfRows, serviceMenu as siteMenuEntries } from './resolvers.ts';
export type { BannerSlideSource, MenuEntrySource, MenuRow } from './types.ts';
export { LANGUAGE_SITE_DEFAULTS, parseLanguageSites } from './language-sites.ts';
export type { SiteEdition } from './edition.ts';
