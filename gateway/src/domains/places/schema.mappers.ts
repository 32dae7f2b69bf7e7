/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  PlaceSource as PlaceMapper,
  PlaceSource as ScenicAreaMapper,
  PlaceSource as ScenicSpotMapper,
  PlaceSource as VenueMapper,
  PlaceSource as HotelMapper,
  PlaceSource as RestaurantMapper,
  PlaceSource as RuralStayMapper,
  PlaceSource as EntertainmentMapper,
  PlaceSource as SpecialityMapper,
  PlaceSource as ExhibitionMapper,
  PlaceSource as CollectionItemMapper,
  HotelRoomSource as HotelRoomMapper,
} from './types.ts';
