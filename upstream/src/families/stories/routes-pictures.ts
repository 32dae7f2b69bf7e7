/**
 * The photo wall (`res/api/story/pictures`): every picture of the site's published stories and
 * strategies (moderated as the stories are: waiting and rejected ones never show), newest story
 * first and its pictures in order, each with its story as the story list answers it (the author,
 * the place) so one call fills a page of the wall.
 */
import type { FastifyInstance } from 'fastify';
import { paging, requireSite, type AppContext } from '../../context.ts';
import { pageOf } from '../../envelope.ts';
import { pictureRef, storedPictures, storyItem } from './rows.ts';
import { storiesStore } from './store.ts';

export const PICTURES_PATH = 'res/api/story/pictures';

export function registerPictureRoutes(api: FastifyInstance, ctx: AppContext): void {
  const store = storiesStore(ctx.db);
  api.get(`/${PICTURES_PATH}`, async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const pictures = store
      .publishedWithPictures(site.site_code)
      .flatMap((row) => storedPictures(row.images).map((stored, index) => ({ row, stored, index })));
    const page = pictures.slice(pg.offset, pg.offset + pg.pageSize);
    return pageOf(
      page.map(({ row, stored, index }) => ({
        ...storyItem(ctx.db, row, null),
        pictureId: `${row.id}-${index}`,
        picture: pictureRef(stored),
      })),
      pictures.length,
      pg,
    );
  });
}
