import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { GeneralHome_site$key } from '../../__generated__/GeneralHome_site.graphql';
import { HomeHeader } from './HomeHeader';
import { HomeModules } from './HomeModules';

/** The general edition home: skin-coloured header with search, then the layout's modules. */
export function GeneralHome({ site, worship }: { site: GeneralHome_site$key; worship?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment GeneralHome_site on Site {
        ...HomeHeader_site
        ...HomeModules_site
      }
    `,
    site,
  );
  return (
    <div className="home home--general" data-testid="home" data-edition="GENERAL">
      <div className="home__top">
        <HomeHeader site={data} />
        <button type="button" className="search-bar" onClick={() => navigate('/search')}>
          <Search aria-hidden size={16} />
          <span>{t('common.search')}</span>
        </button>
      </div>
      {worship}
      <HomeModules site={data} variant="general" />
    </div>
  );
}
