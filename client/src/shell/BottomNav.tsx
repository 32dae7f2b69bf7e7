import { useTranslation } from 'react-i18next';
import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { BottomNav_site$key } from '../__generated__/BottomNav_site.graphql';
import type { BottomNavItem_entry$key } from '../__generated__/BottomNavItem_entry.graphql';
import { useMenuEntryAction } from './useMenuEntryAction';
import { useContentLang } from './SiteContext';

const fragment = graphql`
  fragment BottomNav_site on Site {
    bottomMenu {
      key
      target
      path
      ...BottomNavItem_entry
    }
  }
`;

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

/** The in-app paths of the bottom navigation: pages listed there show the bar. */
export function useBottomNavPaths(site: BottomNav_site$key): Set<string> {
  const data = useFragment(fragment, site);
  return useMemo(
    () => new Set((data.bottomMenu ?? []).filter((e) => e.target === 'INTERNAL' && e.path).map((e) => pathOnly(e.path ?? ''))),
    [data.bottomMenu],
  );
}

/** What a tab shows beside its icon (the personal centre's unread messages), by the tab's path. */
export type TabBadges = Readonly<Record<string, ReactNode>>;

export function BottomNav({ site, badges }: { site: BottomNav_site$key; badges?: TabBadges | undefined }) {
  const data = useFragment(fragment, site);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" id="bottom-nav" aria-label={t('a11y.bottomNav')} data-testid="bottom-nav">
      {(data.bottomMenu ?? []).map((entry) => (
        <BottomNavItem
          key={entry.key}
          entry={entry}
          active={!!entry.path && pathOnly(entry.path) === pathname}
          badge={entry.path ? badges?.[pathOnly(entry.path)] : undefined}
        />
      ))}
    </nav>
  );
}

function BottomNavItem({ entry, active, badge }: { entry: BottomNavItem_entry$key; active: boolean; badge: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment BottomNavItem_entry on MenuEntry {
        title
        icon {
          url
        }
        selectedIcon {
          url
        }
        ...useMenuEntryAction_entry
      }
    `,
    entry,
  );
  const open = useMenuEntryAction(data);
  const contentLang = useContentLang();
  const icon = active ? (data.selectedIcon?.url ?? data.icon?.url) : data.icon?.url;
  return (
    <button
      type="button"
      className={active ? 'bottom-nav__item bottom-nav__item--active' : 'bottom-nav__item'}
      aria-current={active ? 'page' : undefined}
      onClick={() => {
        if (!active) open();
      }}
    >
      {icon ? (
        <img className="bottom-nav__icon" src={icon} alt="" aria-hidden />
      ) : (
        <span className="bottom-nav__icon bottom-nav__icon--dot" aria-hidden />
      )}
      <span className="bottom-nav__label" lang={contentLang}>
        {data.title}
      </span>
      {badge}
    </button>
  );
}
