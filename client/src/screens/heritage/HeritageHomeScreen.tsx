import './heritage.css';
import type { ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Clapperboard,
  Headphones,
  HandHeart,
  HeartHandshake,
  Map as MapIcon,
  Newspaper,
  ScrollText,
  ShieldCheck,
  Swords,
  UserRound,
  Utensils,
} from 'lucide-react';
import type { HeritageHomeScreenQuery } from '../../__generated__/HeritageHomeScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { PartFailed, EmptyState } from '../../shell/StateViews';
import { HeritageLevelBadge, HeritageCategoryBadge } from './HeritageBadges';
import { HeritageNewsCard } from './HeritageNewsCard';
import { clock } from '../../widgets/clock';

const query = graphql`
  query HeritageHomeScreenQuery {
    heritageTabs
    heritageHome {
      id
      projectCount
      inheritorCount
      experienceBaseCount
      protectionBaseCount
      foodCount
      newsCount
      videoCount
      audioCount
      banners {
        id
        name
        level
        category
        detailPath
        cover {
          url(size: COVER)
          alt
        }
      }
      projects {
        id
        name
        level
        detailPath
        cover {
          url(size: COVER)
          alt
        }
      }
      inheritors {
        id
        name
        mainProjectName
        detailPath
        avatar {
          url(size: THUMBNAIL)
          alt
        }
      }
      news {
        id
        ...HeritageNewsCard_news
      }
      videos {
        id
        upstreamId
        title
        durationSeconds
        cover {
          url(size: COVER)
          alt
        }
      }
    }
  }
`;

export function heritageHomeLoader({ request }: { request: Request }): PreloadedQuery<HeritageHomeScreenQuery> {
  prepareRequest(request);
  return preload<HeritageHomeScreenQuery>(query, {});
}

function Section({ title, more, testId, children }: { title: string; more?: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="heritage-section" data-testid={testId}>
      <div className="section-title">
        <h2 className="section-title__text">{title}</h2>
        {more && (
          <Link to={more} className="section-title__more">
            {t('heritage.more')}
            <span className="chevron chevron--right" aria-hidden />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** /intangible-index — the heritage home: banner, the kinds with their counts, shelves. */
export function HeritageHomeScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<HeritageHomeScreenQuery>(query);
  const home = data.heritageHome;
  const tabs = data.heritageTabs;
  if (!home) {
    return (
      <>
        <PageHeader title={t('heritage.homeTitle')} />
        <PartFailed testId="heritage-home-failed" />
      </>
    );
  }
  const kinds: Array<{ to: string; label: string; count: number | null; icon: ReactNode; testId: string; show?: boolean }> = [
    {
      to: '/project-list',
      label: t('heritage.kinds.projects'),
      count: home.projectCount,
      icon: <ScrollText size={24} aria-hidden />,
      testId: 'kind-projects',
    },
    {
      to: '/successor-list',
      label: t('heritage.kinds.inheritors'),
      count: home.inheritorCount,
      icon: <UserRound size={24} aria-hidden />,
      testId: 'kind-inheritors',
    },
    {
      to: '/experience-list',
      label: t('heritage.kinds.experienceBases'),
      count: home.experienceBaseCount,
      icon: <HandHeart size={24} aria-hidden />,
      testId: 'kind-experience',
      show: tabs.includes('EXPERIENCE_BASES'),
    },
    {
      to: '/inheritance-list',
      label: t('heritage.kinds.protectionBases'),
      count: home.protectionBaseCount,
      icon: <ShieldCheck size={24} aria-hidden />,
      testId: 'kind-protection',
      show: tabs.includes('PROTECTION_BASES'),
    },
    {
      to: '/intangible-food',
      label: t('heritage.kinds.foods'),
      count: home.foodCount,
      icon: <Utensils size={24} aria-hidden />,
      testId: 'kind-food',
    },
    {
      to: '/intangible-news',
      label: t('heritage.kinds.news'),
      count: home.newsCount,
      icon: <Newspaper size={24} aria-hidden />,
      testId: 'kind-news',
    },
    {
      to: '/intangible-video',
      label: t('heritage.kinds.videos'),
      count: home.videoCount,
      icon: <Clapperboard size={24} aria-hidden />,
      testId: 'kind-video',
    },
    {
      to: '/intangible-audio',
      label: t('heritage.kinds.audios'),
      count: home.audioCount,
      icon: <Headphones size={24} aria-hidden />,
      testId: 'kind-audio',
    },
    { to: '/intangible-map', label: t('heritage.kinds.map'), count: null, icon: <MapIcon size={24} aria-hidden />, testId: 'kind-map' },
    { to: '/all-pk', label: t('heritage.kinds.pk'), count: null, icon: <Swords size={24} aria-hidden />, testId: 'kind-pk' },
    {
      to: '/user-intangible',
      label: t('heritage.kinds.mine'),
      count: null,
      icon: <HeartHandshake size={24} aria-hidden />,
      testId: 'kind-mine',
    },
  ];
  return (
    <>
      <PageHeader title={t('heritage.homeTitle')} />
      <div className="heritage-home" data-testid="heritage-home">
        {home.banners.length > 0 && (
          <div className="heritage-banner" role="region" aria-label={t('heritage.featured')} tabIndex={0}>
            {home.banners.map((b) => (
              <Link key={b.id} to={b.detailPath} className="heritage-banner__slide" data-testid="heritage-banner">
                <Img src={b.cover?.url} alt={b.cover?.alt ?? b.name} className="heritage-banner__img" eager />
                <span className="heritage-banner__caption">
                  <span className="heritage-banner__name">{b.name}</span>
                  <span className="heritage-banner__badges">
                    <HeritageLevelBadge level={b.level} />
                    <HeritageCategoryBadge category={b.category} />
                  </span>
                </span>
              </Link>
            ))}
          </div>
        )}
        <nav className="heritage-kinds" aria-label={t('heritage.kindsNav')}>
          {kinds
            .filter((k) => k.show !== false)
            .map((k) => (
              <Link key={k.to} to={k.to} className="heritage-kinds__item" data-testid={k.testId}>
                <span className="heritage-kinds__icon">{k.icon}</span>
                <span className="heritage-kinds__label">{k.label}</span>
                {k.count !== null && <span className="heritage-kinds__count">{k.count}</span>}
              </Link>
            ))}
        </nav>
        <Section title={t('heritage.kinds.projects')} more="/project-list" testId="home-projects">
          <div className="heritage-shelf">
            {home.projects.map((p) => (
              <Link key={p.id} to={p.detailPath} className="heritage-shelf__item">
                <Img src={p.cover?.url} alt={p.cover?.alt ?? p.name} className="heritage-shelf__img" />
                <span className="heritage-shelf__name">{p.name}</span>
                <HeritageLevelBadge level={p.level} />
              </Link>
            ))}
          </div>
        </Section>
        <Section title={t('heritage.kinds.inheritors')} more="/successor-list" testId="home-inheritors">
          <div className="heritage-people">
            {home.inheritors.map((h) => (
              <Link key={h.id} to={h.detailPath} className="heritage-people__item" data-testid="home-inheritor">
                <Img src={h.avatar?.url} alt="" className="heritage-people__avatar" />
                <span className="heritage-people__name">{h.name}</span>
                {h.mainProjectName && <span className="heritage-people__project">{h.mainProjectName}</span>}
              </Link>
            ))}
          </div>
        </Section>
        <Section title={t('heritage.kinds.videos')} more="/intangible-video" testId="home-videos">
          <div className="heritage-grid">
            {home.videos.map((v) => (
              <Link key={v.id} to={`/intangible-video/${encodeURIComponent(v.upstreamId)}`} className="heritage-tile">
                <span className="heritage-media__poster">
                  <Img src={v.cover?.url} alt="" className="heritage-tile__img" />
                  {v.durationSeconds != null && <span className="heritage-media__time">{clock(v.durationSeconds)}</span>}
                </span>
                <span className="heritage-tile__body">
                  <span className="heritage-tile__name">{v.title}</span>
                </span>
              </Link>
            ))}
          </div>
        </Section>
        <Section title={t('heritage.kinds.news')} more="/intangible-news" testId="home-news">
          {home.news.length === 0 ? (
            <EmptyState text={t('common.noData')} />
          ) : (
            <div className="card-list card-list--news">
              {home.news.map((n) => (
                <HeritageNewsCard key={n.id} news={n} />
              ))}
            </div>
          )}
        </Section>
      </div>
    </>
  );
}
