/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  GalleryPictureSource as GalleryPictureMapper,
  MapPointSource as PageMapPointMapper,
  PageSource as PageMapper,
  SectionSource as BannerSectionMapper,
  SectionSource as CountdownSectionMapper,
  SectionSource as FormSectionMapper,
  SectionSource as GallerySectionMapper,
  SectionSource as LinksSectionMapper,
  SectionSource as MapSectionMapper,
  SectionSource as RankingSectionMapper,
  SectionSource as RichTextSectionMapper,
  SectionSource as ShelfSectionMapper,
  SectionSource as VideoSectionMapper,
} from './types.ts';
