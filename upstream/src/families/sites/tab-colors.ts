/**
 * The colour each demo site's operators drew its selected menu icons in: the site's skin colour,
 * so a selected tab's icon matches its label. A site without its own colour uses its edition's.
 */
import { iconRef } from '../../resources.ts';

const SITE_TAB_COLORS: Readonly<Record<string, string>> = {
  site510100: 'c8161d',
  site513225: '0e7c86',
  site530700: '2e4a9e',
  site620200: 'a0522d',
  site110119: '8c2f1b',
};

const EDITION_TAB_COLORS: Readonly<Record<string, string>> = { GENERAL: '1062d6', SCENERY: '26784c' };

/** The selected colour of a site's menus, as six lowercase hex digits. */
export function tabColor(siteCode: string, siteVersion: string): string {
  return SITE_TAB_COLORS[siteCode] ?? EDITION_TAB_COLORS[siteVersion] ?? EDITION_TAB_COLORS.GENERAL!;
}

/** A menu's selected icon, drawn in the site's selected colour. */
export function selectedIconRef(icon: string, siteCode: string, siteVersion: string): string {
  return iconRef(`${icon}-active-${tabColor(siteCode, siteVersion)}`);
}
