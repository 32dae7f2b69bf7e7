/**
 * The robot's answer to a question: the site's common problem it names (by its words or its
 * question), and the site's places, news and activities it names, best first.
 */
import type { SiteItem } from '../search/index.ts';
import { matchScore, normalised } from './match.ts';
import type { FaqRow } from './store.ts';

/** A content item at least this close is worth offering (most of its name asked, or all of it). */
const ITEM_THRESHOLD = 0.6;
/** A common problem's question at least this close answers without one of its words. */
const FAQ_THRESHOLD = 0.5;
/** Items offered with an answer. */
export const ITEMS_MAX = 3;

export interface Answer {
  faq: FaqRow | null;
  items: SiteItem[];
}

function faqScore(question: string, faq: FaqRow): number {
  const q = normalised(question);
  const words = faq.keywords
    .split(',')
    .map((w) => normalised(w))
    .filter((w) => w !== '');
  const hits = words.filter((w) => q.includes(w)).length;
  return hits > 0 ? 1 + hits : matchScore(question, faq.question);
}

export function answerOf(question: string, faqs: readonly FaqRow[], content: readonly SiteItem[]): Answer {
  let faq: FaqRow | null = null;
  let best = FAQ_THRESHOLD;
  for (const f of faqs) {
    const score = faqScore(question, f);
    if (score >= best && (faq === null || score > best)) [faq, best] = [f, score];
  }
  const items = content
    .map((item) => ({ item, score: matchScore(question, item.title) }))
    .filter((x) => x.score >= ITEM_THRESHOLD)
    .sort((a, b) => b.score - a.score || a.item.title.length - b.item.title.length)
    .slice(0, ITEMS_MAX)
    .map((x) => x.item);
  return { faq, items };
}
