/** The photo wall: the pictures of the site's published stories, each with its story. */
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom } from '../../core/image.ts';
import { text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { storySource } from './source.ts';
import { photoWallPage, type PhotoWallRow } from './upstream.ts';
import type { StorySource } from './types.ts';

/** What a picture of the wall resolves from. */
interface PhotoWallPictureSource {
  key: string;
  image: NonNullable<ReturnType<typeof imageFrom>>;
  story: StorySource;
}

function pictureOf(row: PhotoWallRow): PhotoWallPictureSource | null {
  const image = imageFrom(row.picture, text(row.title) ?? '');
  const key = text(row.pictureId);
  return image && key ? { key, image, story: storySource(row, false) } : null;
}

export const photoWallResolvers: Resolvers = {
  Query: {
    photoWall: (_root, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => photoWallPage(ctx.upstream, currPage, pageSize),
        // a row without a picture (never sent) would leave a hole: it is skipped
        (row) => pictureOf(row),
      ),
  },
};
