import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RankingModule_module$key } from '../../../__generated__/RankingModule_module.graphql';
import { Img } from '../../../widgets/Img';
import { LevelBadge } from '../../../widgets/LevelBadge';
import type { HomeVariant } from './homeVariant';
import { SectionTitle } from './SectionTitle';
import { PartFailed } from '../../../shell/StateViews';
import { Content } from '../../../widgets/Content';

/** The popularity ranking of scenic areas. */
export function RankingModule({ module, variant }: { module: RankingModule_module$key; variant: HomeVariant }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment RankingModule_module on RankingModule {
        title
        entries {
          rank
          heat
          place {
            id
            name
            detailPath
            level
            cover {
              url(size: SMALL)
            }
          }
        }
      }
    `,
    module,
  );
  if (!data.entries) return <PartFailed testId="ranking-failed" />;
  if (data.entries.length === 0) return null;
  const max = Math.max(1, ...data.entries.map((e) => e.heat));
  return (
    <section className={`ranking ranking--${variant}`} data-testid="ranking">
      <SectionTitle title={data.title ?? t('kinds.SCENIC_AREA')} fromSite={!!data.title} />
      <ol className="ranking__list">
        {data.entries.map((e) => (
          <li key={e.place.id}>
            <Link to={e.place.detailPath} className="ranking__item">
              <span className={`ranking__rank ranking__rank--${Math.min(e.rank, 4)}`}>
                <span aria-hidden="true">{e.rank}</span>
                <span className="sr-only">{t('home.rank', { rank: e.rank })}</span>
              </span>
              <Img src={e.place.cover?.url} alt="" className="ranking__img" />
              <span className="ranking__body">
                <Content as="span" className="ranking__name">
                  {e.place.name}
                </Content>
                <LevelBadge scenicLevel={e.place.level} />
                <span className="ranking__bar" aria-hidden>
                  <span style={{ width: `${Math.round((e.heat / max) * 100)}%` }} />
                </span>
              </span>
              <span className="ranking__heat">{t('home.heat', { heat: e.heat })}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
