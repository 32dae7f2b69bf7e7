/** Upstream rows of the site domain and the sources of the site, menu and home-layout types. */
import type { ImageSource } from '../../core/image.ts';
import type { PlaceKind } from '../places/index.ts';

export interface SiteRow {
  id?: string | number | null;
  siteCode: string;
  name?: string | null;
  english?: string | null;
  region?: string | null;
  siteLanguage?: string | null;
  siteVersion?: string | null;
  siteLogo?: string | null;
  shopUrl?: string | null;
  h5Domain?: string | null;
  useNewMenu?: string | number | null;
  siteIntroduce?: string | null;
  siteInfos?: { site?: unknown; vConsole?: unknown; firstPage?: unknown } | null;
  betaStatus?: string | number | null;
}

/** An entry of `config/api/clientMenu/list` (old menu). */
export interface MenuRow {
  id?: string | number | null;
  name?: string | null;
  selectIcon?: string | null;
  unSelectIcon?: string | null;
  jumpType?: string | number | null;
  menuCode?: string | null;
  externalLink?: string | null;
  resourceValue?: string | null;
  sort?: string | number | null;
  develop?: string | number | null;
  subList?: MenuRow[] | null;
}

/** The parsed `layoutDetail` of getBottomMenuLayout (new menu). */
export interface BottomMenuLayout {
  color?: string | null;
  selectColor?: string | null;
  menus?: MenuRow[] | null;
}

export interface LayoutBannerItem {
  /** The slide's id within the site's layout (its detail page /swiper-detail/{id}). */
  id?: string | number | null;
  title?: string | null;
  /** The slide's rich text (editor HTML: untrusted); empty when the slide has no detail page. */
  content?: string | null;
  image?: string | null;
  linkType?: 'MENU' | 'RESOURCE' | 'URL' | string | null;
  menuCode?: string | null;
  resourceType?: string | null;
  resourceId?: string | number | null;
  url?: string | null;
}

/** A module of the parsed `layoutDetail` of getLayout. */
export interface LayoutModuleRow {
  type?: string | null;
  key?: string | number | null;
  title?: string | null;
  items?: LayoutBannerItem[] | null;
  location?: string | null;
  resourceType?: string | null;
  count?: string | number | null;
  channelCode?: string | null;
}

export interface SiteSource {
  __typename: 'Site';
  code: string;
  row: SiteRow;
}

export type MenuTarget = 'INTERNAL' | 'EXTERNAL' | 'COMING_SOON';

export interface MenuEntrySource {
  key: string;
  code: string | null;
  title: string;
  icon: ImageSource | null;
  selectedIcon: ImageSource | null;
  target: MenuTarget;
  path: string | null;
  url: string | null;
  needLogin: boolean;
  children: MenuEntrySource[];
}

export interface BannerSlideSource {
  /** Its id within the site's layout; null for a slide without one. */
  id: string | null;
  /** Its rich text as the layout holds it (unsanitised); null when it has none. */
  content: string | null;
  title: string;
  /** Where the slide leads (its link); `link` is its detail page instead when it has one. */
  destination: MenuEntrySource | null;
  image: ImageSource;
  link: MenuEntrySource | null;
}

interface ModuleBase {
  key: string;
  title: string | null;
  siteCode: string;
}

export interface BannerModuleSource extends ModuleBase {
  __typename: 'BannerModule';
  slides: BannerSlideSource[];
}

export interface MenuGridModuleSource extends ModuleBase {
  __typename: 'MenuGridModule';
  location: string;
}

export interface PlaceShelfModuleSource extends ModuleBase {
  __typename: 'PlaceShelfModule';
  kind: PlaceKind;
  count: number;
}

export interface NewsShelfModuleSource extends ModuleBase {
  __typename: 'NewsShelfModule';
  channelCode: string | null;
  count: number;
}

export interface RankingModuleSource extends ModuleBase {
  __typename: 'RankingModule';
  count: number;
}

export type HomeModuleSource =
  | BannerModuleSource
  | MenuGridModuleSource
  | PlaceShelfModuleSource
  | NewsShelfModuleSource
  | RankingModuleSource;
