/** A shop order's review as the order's answers show it (the detail and the review call). */
import type { SiteRow } from '../../context.ts';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { reviewTagsOf, type ReviewRow } from './store-parcels.ts';

/** A review as the order's detail shows it (tags in the site's language, pictures as urls). */
export function reviewItem(r: ReviewRow, site: SiteRow) {
  const words = reviewTagsOf(siteLanguageOf(site.site_language));
  const pictures = JSON.parse(r.pictures) as string[];
  return {
    reviewId: String(r.id),
    stars: r.stars,
    content: r.content,
    tags: (JSON.parse(r.tags) as string[]).map((code) => ({ code, name: words[code] ?? code })),
    pictures: imagesString(pictures.join(',')).split(',').filter(Boolean),
    createTime: formatChinaTime(r.created_at),
  };
}
