/**
 * The heritage rows as the calls answer them (the vendor's objects: counts as strings, labels in
 * the site's language), and the kinds the generic list and detail calls serve.
 */
import { imageRef, imagesString } from '../../resources.ts';
import type { SiteLanguage } from '../demo.ts';
import { BASE_SELECT, FOOD_SELECT, INHERITOR_SELECT, MEDIA_SELECT, NEWS_SELECT, PROJECT_SELECT, type Row } from './store.ts';
import { BASE_TYPE_NAMES, CATEGORY_NAMES, LEVEL_NAMES, type BaseKind } from './texts.ts';
import { BASE_TYPES, RESOURCE } from './types.ts';

/** The site's language: the labels the calls add (category, level, base kind) are in it. */
export type Lang = SiteLanguage;

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
export const avatar = (name: unknown) => `@/files/avatars/${String(name)}.svg`;
export const baseTypeName = (lang: Lang, kind: string): string | undefined => (BASE_TYPE_NAMES[lang] as Record<string, string>)[kind];
export const categoryName = (lang: Lang, category: unknown): string => CATEGORY_NAMES[lang][Number(category) - 1] ?? '';

export const project = (lang: Lang, r: Row, detail = false) => ({
  id: String(r.id),
  name: r.name,
  type: String(r.category),
  typeName: categoryName(lang, r.category),
  level: String(r.level),
  levelName: LEVEL_NAMES[lang][Number(r.level) - 1] ?? '',
  declareYear: String(r.year),
  region: r.region,
  regionName: r.region_name,
  protectUnit: r.unit,
  images: imagesString(String(r.images)),
  summary: r.summary,
  // coordinates: strings on lists, numbers on the detail (as the vendor's other objects)
  longitude: detail ? r.longitude : str(r.longitude),
  latitude: detail ? r.latitude : str(r.latitude),
  showNum: String(r.show_num),
  inheritorNum: String(r.inheritor_num ?? 0),
});

export const inheritor = (lang: Lang, r: Row) => ({
  id: String(r.id),
  name: r.name,
  sex: String(r.sex),
  birthYear: String(r.birth_year),
  nation: r.nation,
  level: String(r.level),
  levelName: LEVEL_NAMES[lang][Number(r.level) - 1] ?? '',
  headImg: avatar(r.head_img),
  images: imagesString(String(r.images)),
  summary: r.summary,
  region: r.region,
  regionName: r.region_name,
  projectId: str(r.project_id),
  projectName: str(r.project_name),
  fansNum: String(Number(r.fans_base) + Number(r.followers ?? 0)),
});

export const base = (lang: Lang, r: Row, detail = false) => ({
  id: String(r.id),
  name: r.name,
  baseType: r.base_type,
  baseTypeName: baseTypeName(lang, String(r.base_type)) ?? '',
  address: r.address,
  region: r.region,
  regionName: r.region_name,
  longitude: detail ? r.longitude : str(r.longitude),
  latitude: detail ? r.latitude : str(r.latitude),
  phone: r.phone,
  openTime: r.open_time,
  images: imagesString(String(r.images)),
  summary: r.summary,
  projectNames: str(r.project_names),
});

const food = (r: Row, detail = false) => ({
  id: String(r.id),
  name: r.name,
  images: imagesString(String(r.images)),
  summary: r.summary,
  projectId: str(r.project_id),
  projectName: str(r.project_name),
  shopName: r.shop_name,
  address: r.address,
  regionName: r.region_name,
  price: String(r.price),
  longitude: detail ? r.longitude : str(r.longitude),
  latitude: detail ? r.latitude : str(r.latitude),
});

export const news = (r: Row) => ({
  id: String(r.id),
  title: r.title,
  summary: r.summary,
  author: r.author,
  publishTime: r.publish_time,
  images: imagesString(String(r.images)),
  showNum: String(r.show_num),
  top: r.top,
  projectId: str(r.project_id),
  projectName: str(r.project_name),
  inheritorId: str(r.inheritor_id),
  inheritorName: str(r.inheritor_name),
});

export const media = (r: Row) => ({
  id: String(r.id),
  title: r.title,
  summary: r.summary,
  mediaType: r.media_type,
  coverImg: imageRef(String(r.cover)),
  url: r.url,
  duration: String(r.duration),
  projectId: str(r.project_id),
  projectName: str(r.project_name),
  inheritorId: str(r.inheritor_id),
  inheritorName: str(r.inheritor_name),
  inheritorHeadImg: r.inheritor_head ? avatar(r.inheritor_head) : '',
  publishTime: r.publish_time,
  playNum: String(r.play_num),
});

/** A kind of the generic list and detail calls: its query, its order, its resourceType, its object. */
export interface Kind {
  select: string;
  alias: string;
  order: string;
  type(row: Row): string;
  item(lang: Lang, row: Row, detail: boolean): Record<string, unknown>;
}

export const KINDS = {
  project: { select: PROJECT_SELECT, alias: 'p', order: 'p.sort, p.id', type: () => RESOURCE.PROJECT, item: (l, r, d) => project(l, r, d) },
  inheritor: { select: INHERITOR_SELECT, alias: 'h', order: 'h.sort, h.id', type: () => RESOURCE.PERSON, item: (l, r) => inheritor(l, r) },
  base: {
    select: BASE_SELECT,
    alias: 'b',
    order: 'b.sort, b.id',
    type: (r) => BASE_TYPES[r.base_type as BaseKind],
    item: (l, r, d) => base(l, r, d),
  },
  food: { select: FOOD_SELECT, alias: 'f', order: 'f.sort, f.id', type: () => RESOURCE.FOOD, item: (_l, r, d) => food(r, d) },
  news: {
    select: NEWS_SELECT,
    alias: 'n',
    order: 'n.top DESC, n.publish_time DESC, n.id',
    type: () => RESOURCE.NEWS,
    item: (_l, r) => news(r),
  },
  media: { select: MEDIA_SELECT, alias: 'm', order: 'm.publish_time DESC, m.id', type: () => RESOURCE.MEDIA, item: (_l, r) => media(r) },
} satisfies Record<string, Kind>;
