/** The share card of a shareable object: its title, a line about it, its picture and its link. */
import type { GatewayContext } from '../../core/context.ts';
import type { ImageSource } from '../../core/image.ts';
import type { Language } from '../../core/language.ts';
import { plainText } from '../../core/sanitize.ts';
import { shareLink } from './link.ts';

/** The longest summary a card carries (code points): the messaging app's card shows two lines. */
export const SHARE_SUMMARY_MAX = 120;

/** What the ShareCard type resolves from. */
export interface ShareCardSource {
  title: string;
  summary: string;
  picture: ImageSource | null;
  link: string;
  language: Language;
}

/** What a shareable type gives for its card: its summary may be HTML (made plain here). */
export interface ShareParts {
  title: string;
  summary: string | null;
  picture: ImageSource | null;
  /** The in-app path of its screen, e.g. `/scenic-detail/12`. */
  path: string;
}

function clip(value: string, max: number): string {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The card in the language the visitor reads (the app always says it; else the site's own), with
 * the site's name as the line about an object that has none: the site's information is read only
 * when one of them is missing, so a detail screen's card costs no upstream call.
 */
export async function shareCardOf(ctx: GatewayContext, parts: ShareParts): Promise<ShareCardSource> {
  // the site's information is read once per request, and only when needed
  const language = ctx.language ?? (await ctx.siteSummary()).language;
  const summary = plainText(parts.summary) ?? (await ctx.siteSummary()).name ?? parts.title;
  return {
    title: parts.title,
    summary: clip(summary, SHARE_SUMMARY_MAX),
    picture: parts.picture,
    link: shareLink(ctx.siteCode, language, parts.path),
    language,
  };
}
