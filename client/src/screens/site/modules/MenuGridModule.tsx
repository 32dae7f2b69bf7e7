import { graphql, useFragment } from 'react-relay';
import type { MenuGridModule_module$key } from '../../../__generated__/MenuGridModule_module.graphql';
import type { MenuGridModuleItem_entry$key } from '../../../__generated__/MenuGridModuleItem_entry.graphql';
import { useMenuEntryAction } from '../../../shell/useMenuEntryAction';
import type { HomeVariant } from './homeVariant';
import { SectionTitle } from './SectionTitle';
import { PartFailed } from '../../../shell/StateViews';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutGrid } from 'lucide-react';
import { useContentLang } from '../../../shell/SiteContext';

/** How many entries the home's grid shows before its "all services" tile (two rows of five). */
const HOME_GRID_MAX = 10;

/** The grid of service entries (the site's service menu); beyond two rows, an "all services" tile. */
export function MenuGridModule({ module, variant }: { module: MenuGridModule_module$key; variant: HomeVariant }) {
  const data = useFragment(
    graphql`
      fragment MenuGridModule_module on MenuGridModule {
        title
        entries {
          key
          ...MenuGridModuleItem_entry
        }
      }
    `,
    module,
  );
  if (!data.entries) return <PartFailed testId="menu-grid-failed" />;
  if (data.entries.length === 0) return null;
  return (
    <section className={`menu-grid menu-grid--${variant}`} data-testid="menu-grid">
      {variant === 'scenic' && data.title && <SectionTitle title={data.title} fromSite />}
      <div className="menu-grid__items">
        {(data.entries.length > HOME_GRID_MAX ? data.entries.slice(0, HOME_GRID_MAX - 1) : data.entries).map((e) => (
          <MenuEntryTile key={e.key} entry={e} />
        ))}
        {data.entries.length > HOME_GRID_MAX && <AllServicesTile />}
      </div>
    </section>
  );
}

/** The "all services" tile: the site's whole service menu (/default-service, DEFAULT_SERVICE). */
function AllServicesTile() {
  const { t } = useTranslation();
  return (
    <Link to="/default-service" className="menu-grid__item" data-testid="all-services">
      <span className="menu-grid__icon">
        <LayoutGrid aria-hidden size={26} strokeWidth={1.6} />
      </span>
      <span className="menu-grid__label">{t('home.allServices')}</span>
    </Link>
  );
}

/** One entry of a service menu: its icon and title; tapping it does what the entry says. */
export function MenuEntryTile({ entry }: { entry: MenuGridModuleItem_entry$key }) {
  const data = useFragment(
    graphql`
      fragment MenuGridModuleItem_entry on MenuEntry {
        title
        target
        icon {
          url
        }
        ...useMenuEntryAction_entry
      }
    `,
    entry,
  );
  const open = useMenuEntryAction(data);
  const contentLang = useContentLang();
  return (
    <button type="button" className="menu-grid__item" onClick={open} data-target={data.target}>
      <span className="menu-grid__icon">
        {data.icon ? <img src={data.icon.url} alt="" aria-hidden /> : <span className="menu-grid__initial">{data.title.slice(0, 1)}</span>}
      </span>
      <span className="menu-grid__label" lang={contentLang}>
        {data.title}
      </span>
    </button>
  );
}
