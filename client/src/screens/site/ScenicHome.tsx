import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ScenicHome_site$key } from '../../__generated__/ScenicHome_site.graphql';
import { HomeHeader } from './HomeHeader';
import { HomeModules } from './HomeModules';
import { ContentIn } from '../../widgets/Content';

/** The scenic-area edition home (siteVersion SCENERY): immersive hero, header over it, tiles. */
export function ScenicHome({ site, worship }: { site: ScenicHome_site$key; worship?: ReactNode }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ScenicHome_site on Site {
        name
        englishName
        introduction
        ...HomeHeader_site
        ...HomeModules_site
      }
    `,
    site,
  );
  return (
    <div className="home home--scenic" data-testid="home" data-edition="SCENIC">
      <HomeHeader site={data} overlay search />
      <HomeModules
        site={data}
        variant="scenic"
        afterBanner={
          <>
            {worship}
            <section className="scenic-welcome">
              <p className="scenic-welcome__eyebrow">{t('home.explore')}</p>
              <h2 className="scenic-welcome__title">
                <ContentIn line={(name) => t('home.welcome', { name })} content={data.name} />
              </h2>
              {data.englishName && <p className="scenic-welcome__en">{data.englishName}</p>}
              {data.introduction && <p className="scenic-welcome__intro">{data.introduction}</p>}
            </section>
          </>
        }
      />
    </div>
  );
}
