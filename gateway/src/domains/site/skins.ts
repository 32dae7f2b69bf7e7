import type { SiteEdition } from './edition.ts';

export interface Skin {
  name: string;
  primaryColor: string;
  accentColor: string;
  onPrimaryColor: string;
  navSelectedColor: string;
}

/** Every primary reaches 4.5:1 with its on-primary text and on white (WCAG 2.1 AA): cloud-blue and scenic-green were darkened. */
export const SKINS = {
  'tianfu-red': {
    name: 'tianfu-red',
    primaryColor: '#C8161D',
    accentColor: '#F2B705',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#C8161D',
  },
  'jiuzhai-lake': {
    name: 'jiuzhai-lake',
    primaryColor: '#0E7C86',
    accentColor: '#F29F05',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#0E7C86',
  },
  'lijiang-indigo': {
    name: 'lijiang-indigo',
    primaryColor: '#2E4A9E',
    accentColor: '#E0A526',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#2E4A9E',
  },
  'great-wall-ochre': {
    name: 'great-wall-ochre',
    primaryColor: '#A0522D',
    accentColor: '#D9A441',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#A0522D',
  },
  'cloud-blue': {
    name: 'cloud-blue',
    primaryColor: '#1062D6',
    accentColor: '#FF7A45',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#1062D6',
  },
  'scenic-green': {
    name: 'scenic-green',
    primaryColor: '#26784C',
    accentColor: '#F5A623',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#26784C',
  },
  'provincial-crimson': {
    name: 'provincial-crimson',
    primaryColor: '#B22234',
    accentColor: '#DAA520',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#B22234',
  },
  'badaling-brick': {
    name: 'badaling-brick',
    primaryColor: '#8C2F1B',
    accentColor: '#C9A227',
    onPrimaryColor: '#FFFFFF',
    navSelectedColor: '#8C2F1B',
  },
} as const satisfies Record<string, Skin>;

/** The skin of a site, chosen by its site code. */
export const SITE_SKINS: Readonly<Record<string, Skin>> = {
  site510100: SKINS['tianfu-red'],
  site513225: SKINS['jiuzhai-lake'],
  site530700: SKINS['lijiang-indigo'],
  site620200: SKINS['great-wall-ochre'],
  site110119: SKINS['badaling-brick'],
};

/** Default skin of each edition, for sites without an entry. */
export const EDITION_SKINS: Readonly<Record<SiteEdition, Skin>> = {
  GENERAL: SKINS['cloud-blue'],
  SCENIC: SKINS['scenic-green'],
  PROVINCIAL: SKINS['provincial-crimson'],
};

export function skinFor(siteCode: string, edition: SiteEdition): Skin {
  return SITE_SKINS[siteCode] ?? EDITION_SKINS[edition];
}
