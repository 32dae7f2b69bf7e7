import type { GatewayContext } from '../../core/context.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { PLACE_KINDS } from './kind-table.ts';
import { detailKey } from './loaders.ts';
import { placeSource } from './source.ts';
import { listHotelRooms } from './upstream.ts';
import type { HotelRoomSource, PlaceKind, PlaceSource } from './types.ts';

function placeLoader(kind: PlaceKind): NodeLoader<PlaceSource> {
  return async (rawId, ctx) => {
    if (!/^[\w-]{1,64}$/.test(rawId)) return null;
    const row = await ctx.loaders.places.detail.load(detailKey(kind, rawId));
    return row ? placeSource(kind, { ...row, id: row.id ?? rawId }, 'detail') : null;
  };
}

const ROOM_SCAN_PAGES = 10;

/** HotelRoom raw ids are `hotelId:roomId`: the hotel's detail lists its first rooms, the rest are paged. */
async function loadRoom(rawId: string, ctx: GatewayContext): Promise<HotelRoomSource | null> {
  const [hotelId, roomId] = rawId.split(':');
  if (!hotelId || !roomId || !/^[\w-]{1,64}$/.test(hotelId)) return null;
  const hotel = await ctx.loaders.places.detail.load(detailKey('HOTEL', hotelId));
  if (!hotel) return null;
  const inDetail = (hotel.rooms ?? []).find((room) => String(room.id) === roomId);
  if (inDetail) return { __typename: 'HotelRoom', hotelId, row: inDetail };
  for (let page = 1; page <= ROOM_SCAN_PAGES; page += 1) {
    const rooms = await listHotelRooms(ctx.upstream, hotelId, page, 50);
    const found = rooms.items.find((room) => String(room.id) === roomId);
    if (found) return { __typename: 'HotelRoom', hotelId, row: found };
    if (page >= rooms.totalPage) break;
  }
  return null;
}

export const placeNodeLoaders: Record<string, NodeLoader<PlaceSource | HotelRoomSource>> = {
  ...Object.fromEntries(PLACE_KINDS.map((info) => [info.typeName, placeLoader(info.kind)])),
  HotelRoom: loadRoom,
};
