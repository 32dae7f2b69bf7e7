import { LIBRARY } from './rules.ts';
import type { LibraryRow, ScenicMediaKind, ScenicMediaSource, ShortVideoSource, StreamMediaRow } from './types.ts';

export function shortVideoSource(row: StreamMediaRow): ShortVideoSource {
  return { __typename: 'ShortVideo', id: String(row.id), row };
}

export function scenicMediaSource(kind: ScenicMediaKind, row: LibraryRow): ScenicMediaSource {
  return { __typename: LIBRARY[kind].typeName, mediaKind: kind, id: String(row.id), row };
}
