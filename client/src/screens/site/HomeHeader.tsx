import { graphql, useFragment } from 'react-relay';
import type { HomeHeader_site$key } from '../../__generated__/HomeHeader_site.graphql';
import { Img } from '../../widgets/Img';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Content } from '../../widgets/Content';

/** Site logo, name, the language switcher, and (`search`: where the page has no search bar) a search button. */
export function HomeHeader({ site, overlay = false, search = false }: { site: HomeHeader_site$key; overlay?: boolean; search?: boolean }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment HomeHeader_site on Site {
        name
        logo {
          url(size: THUMBNAIL)
          alt
        }
      }
    `,
    site,
  );
  return (
    <header className={overlay ? 'home-header home-header--overlay' : 'home-header'}>
      <div className="home-header__brand">
        {data.logo && <Img src={data.logo.url} alt={data.logo.alt || data.name} className="home-header__logo" eager />}
        <Content as="h1" className="home-header__name" data-testid="site-name">
          {data.name}
        </Content>
      </div>
      <div className="home-header__actions">
        {search && (
          <Link to="/search" className="round-btn" aria-label={t('common.search')} data-testid="home-search">
            <Search aria-hidden size={18} />
          </Link>
        )}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
