import { imageFrom } from '../../core/image.ts';
import { text } from '../../core/normalise.ts';
import { resolveMenuTarget } from './menu-codes.ts';
import type { MenuPathParams } from './menu-codes.ts';
import type { Language } from '../../core/language.ts';
import type { MenuEntrySource, MenuRow } from './types.ts';

const str = (value: unknown): string | null => (value === null || value === undefined ? null : text(String(value)));

/** A menu entry from an old or new menu row, destination resolved from the menu-code table. */
export function menuEntryFrom(row: MenuRow, index: number, params: MenuPathParams, keyPrefix = ''): MenuEntrySource {
  const code = str(row.menuCode);
  const title = str(row.name) ?? code ?? '';
  const target = resolveMenuTarget(
    {
      menuCode: code,
      jumpType: str(row.jumpType),
      externalLink: str(row.externalLink),
      develop: str(row.develop),
      resourceValue: str(row.resourceValue),
    },
    params,
  );
  const key = `${keyPrefix}${index}-${str(row.id) ?? code ?? 'entry'}`;
  return {
    key,
    code,
    title,
    icon: imageFrom(row.unSelectIcon, title),
    selectedIcon: imageFrom(row.selectIcon, title),
    ...target,
    children: (row.subList ?? []).map((child, childIndex) => menuEntryFrom(child, childIndex, params, `${key}/`)),
  };
}

/** Entries of a menu, in the upstream's `sort` order when given. */
export function menuEntries(rows: readonly MenuRow[], params: MenuPathParams): MenuEntrySource[] {
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (Number(a.row.sort ?? 0) || 0) - (Number(b.row.sort ?? 0) || 0) || a.index - b.index);
  return sorted.map(({ row }, index) => menuEntryFrom(row, index, params));
}

const DEFAULT_TITLES: Record<Language, [string, string]> = {
  CN: ['首页', '我的'],
  EN: ['Home', 'Me'],
  FRENCH: ['Accueil', 'Mon espace'],
  JAPANESE: ['ホーム', 'マイページ'],
  KOREAN: ['홈', '마이'],
};

/** The default menu is Home (INDEX) and Mine (USER). */
export function defaultBottomMenu(language: Language, params: MenuPathParams): MenuEntrySource[] {
  const [home, mine] = DEFAULT_TITLES[language];
  return menuEntries(
    [
      { id: 'default-index', name: home, menuCode: 'INDEX', jumpType: '1' },
      { id: 'default-user', name: mine, menuCode: 'USER', jumpType: '1' },
    ],
    params,
  );
}
