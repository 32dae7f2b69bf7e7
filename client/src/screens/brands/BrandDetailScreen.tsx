import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Landmark, MapPin, Newspaper } from 'lucide-react';
import type { BrandDetailScreenQuery } from '../../__generated__/BrandDetailScreenQuery.graphql';
import type { BrandDetailScreen_brand$key } from '../../__generated__/BrandDetailScreen_brand.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { Introduction } from '../../widgets/Introduction';
import { PlaceCard } from '../../widgets/PlaceCard';
import { NewsCard } from '../../widgets/NewsCard';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import './brands.css';
import { ShareButton } from '../share';

const query = graphql`
  query BrandDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Brand", upstreamId: $id) {
      __typename
      ...BrandDetailScreen_brand @alias(as: "brand")
    }
  }
`;

export function brandDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<BrandDetailScreenQuery> {
  prepareRequest(request);
  return preload<BrandDetailScreenQuery>(query, { id: params.id ?? '' });
}

/** Height of the page header and of the section tabs under it: a section scrolled to starts below both. */
const STICKY_TOP = 48 + 44;

/**
 * Sticky section tabs: shown after 300 px of scrolling and only with two sections or
 * more; the tab of the section being read is marked as the page scrolls, and a tab scrolls to its
 * section.
 */
function useSectionTabs(ids: readonly string[]): { shown: boolean; current: string; go(id: string): void } {
  const [scrolled, setScrolled] = useState(false);
  const [current, setCurrent] = useState(ids[0] ?? '');
  // the section last chosen by its tab: at the foot of the page, where a short last section never
  // reaches the top, it stays marked
  const chosen = useRef<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key.split(' ');
    const onScroll = () => {
      setScrolled(window.scrollY > 300);
      let reading = list[0] ?? '';
      for (const id of list) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= STICKY_TOP + 8) reading = id;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        const el = chosen.current ? document.getElementById(chosen.current) : null;
        reading = el && el.getBoundingClientRect().top < window.innerHeight ? chosen.current! : (list[list.length - 1] ?? reading);
      }
      setCurrent(reading);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);
  const go = (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    chosen.current = id;
    window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - STICKY_TOP, behavior: 'smooth' });
    setCurrent(id);
  };
  return { shown: scrolled && ids.length >= 2, current, go };
}

/** /brand-desc/:id — the brand: hero in its colour, introduction, places and news (each with its own page). */
export function BrandDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<BrandDetailScreenQuery>(query);
  if (!node?.brand) return <NotFoundPage title={t('brands.title')} text={t('brands.notFound')} />;
  return <BrandDetail brand={node.brand} />;
}

function BrandDetail({ brand }: { brand: BrandDetailScreen_brand$key }) {
  const { t } = useTranslation();
  const b = useFragment(
    graphql`
      fragment BrandDetailScreen_brand on Brand {
        upstreamId
        name
        slogan
        mainColor
        siteCount
        placeCount
        newsCount
        introduction
        cover {
          url(size: COVER)
        }
        places(first: 4) {
          totalCount
          edges {
            node {
              id
              ...PlaceCard_place
            }
          }
        }
        news(first: 3) {
          totalCount
          edges {
            node {
              id
              ...NewsCard_article
            }
          }
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    brand,
  );
  const id = encodeURIComponent(b.upstreamId);
  const sections = [
    b.introduction ? { id: 'brand-intro', label: t('brands.introduce') } : null,
    { id: 'brand-places', label: t('brands.places') },
    { id: 'brand-news', label: t('brands.news') },
    { id: 'brand-comments', label: t('brands.comments') },
  ].filter((s): s is { id: string; label: string } => s !== null);
  const tabs = useSectionTabs(sections.map((s) => s.id));
  return (
    <div className="detail detail--with-bar" data-testid="brand-detail">
      <PageHeader title={t('brands.title')} />
      <section className="brand-hero" style={{ backgroundColor: b.mainColor ?? '#37474F' }}>
        <Img src={b.cover?.url} alt="" className="brand-hero__img" />
        <div className="brand-hero__body">
          <h1 className="brand-hero__name" data-testid="brand-name">
            {b.name}
          </h1>
          {b.slogan && <p className="brand-hero__slogan">{b.slogan}</p>}
          <p className="brand-hero__stats">
            <span>
              <Landmark size={14} aria-hidden /> {t('brands.placeCount', { count: b.placeCount })}
            </span>
            <span>
              <MapPin size={14} aria-hidden /> {t('brands.siteCount', { count: b.siteCount })}
            </span>
            {b.newsCount != null && (
              <span>
                <Newspaper size={14} aria-hidden /> {t('brands.newsCount', { count: b.newsCount })}
              </span>
            )}
          </p>
        </div>
      </section>
      <ShareButton card={b.shareCard} />
      {tabs.shown && (
        <nav className="section-tabs" aria-label={t('brands.sections')} data-testid="section-tabs">
          {sections.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              aria-current={tabs.current === s.id ? 'location' : undefined}
              data-testid={`section-tab-${s.id}`}
              onClick={(e) => {
                e.preventDefault();
                tabs.go(s.id);
              }}
            >
              {s.label}
            </a>
          ))}
        </nav>
      )}
      {b.introduction && (
        <section className="culture-section" id="brand-intro">
          <div className="culture-section__head">
            <h2>{t('brands.introduce')}</h2>
            <Link to={`/brand-introduce/${id}`} className="culture-section__more">
              {t('brands.more')}
            </Link>
          </div>
          <Introduction html={b.introduction} />
        </section>
      )}
      <section className="culture-section" id="brand-places" data-testid="brand-places">
        <div className="culture-section__head">
          <h2>
            {t('brands.places')} <small>{b.places?.totalCount ?? 0}</small>
          </h2>
          {(b.places?.totalCount ?? 0) > 0 && (
            <Link to={`/brand-scenic/${id}`} className="culture-section__more" data-testid="brand-places-more">
              {t('brands.more')}
            </Link>
          )}
        </div>
        {b.places && b.places.edges.length > 0 ? (
          <div className="card-list">
            {b.places.edges.map((e) => (
              <PlaceCard key={e.node.id} place={e.node} />
            ))}
          </div>
        ) : (
          <EmptyState text={t('brands.noPlaces')} />
        )}
      </section>
      <section className="culture-section" id="brand-news" data-testid="brand-news">
        <div className="culture-section__head">
          <h2>
            {t('brands.news')} <small>{b.news?.totalCount ?? 0}</small>
          </h2>
          {(b.news?.totalCount ?? 0) > 0 && (
            <Link to={`/brand-news/${id}`} className="culture-section__more" data-testid="brand-news-more">
              {t('brands.more')}
            </Link>
          )}
        </div>
        {b.news && b.news.edges.length > 0 ? (
          <div className="card-list">
            {b.news.edges.map((e) => (
              <NewsCard key={e.node.id} article={e.node} />
            ))}
          </div>
        ) : (
          <EmptyState text={t('brands.noNews')} />
        )}
      </section>
      <div id="brand-comments" className="brand-comments">
        <CommentPreview subject={b} />
      </div>
      <InteractionBar subject={b} />
    </div>
  );
}
