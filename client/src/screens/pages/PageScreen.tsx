import { graphql, type PreloadedQuery } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageScreenQuery, PageScreenQuery$data } from '../../__generated__/PageScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useContentLang } from '../../shell/SiteContext';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { BannerSection } from './sections/BannerSection';
import { CountdownSection } from './sections/CountdownSection';
import { FormSection } from './sections/FormSection';
import { GallerySection } from './sections/GallerySection';
import { LinksSection } from './sections/LinksSection';
import { MapSection } from './sections/MapSection';
import { RichTextSection } from './sections/RichTextSection';
import { RankingSection, ShelfSection } from './sections/ShelfSection';
import { VideoSection } from './sections/VideoSection';
import type { PageStem, TYPED_PAGE_STEMS } from './stems';
import './pages.css';

const pageQuery = graphql`
  query PageScreenQuery($key: String!) {
    page(key: $key) {
      title
      sections {
        ... on BannerSection {
          id
        }
        ... on RichTextSection {
          id
        }
        ... on ShelfSection {
          id
        }
        ... on RankingSection {
          id
        }
        ... on MapSection {
          id
        }
        ... on GallerySection {
          id
        }
        ... on VideoSection {
          id
        }
        ... on CountdownSection {
          id
        }
        ... on LinksSection {
          id
        }
        ... on FormSection {
          id
        }
        ...BannerSection_section @alias(as: "banner")
        ...RichTextSection_section @alias(as: "richText")
        ...ShelfSection_section @alias(as: "shelf")
        ...RankingSection_section @alias(as: "ranking")
        ...MapSection_section @alias(as: "map")
        ...GallerySection_section @alias(as: "gallery")
        ...VideoSection_section @alias(as: "video")
        ...CountdownSection_section @alias(as: "countdown")
        ...LinksSection_section @alias(as: "links")
        ...FormSection_section @alias(as: "form")
      }
    }
  }
`;

/**
 * The loader of a page's route: the page of the route's stem, asked afresh on every visit (an
 * operator's change shows on the next one; the gateway and upstream keep it a minute at most).
 */
export function pageLoader(stem: PageStem) {
  return ({ request }: { request: Request }): PreloadedQuery<PageScreenQuery> => {
    prepareRequest(request);
    return preload<PageScreenQuery>(pageQuery, { key: stem }, { fresh: true });
  };
}

/**
 * The loader of a typed stem's route (`/other-guide/:type`): the page `<stem>-<type>` (the graph
 * answers none for a type the site has no page for, or one that makes no page key).
 */
export function typedPageLoader(stem: (typeof TYPED_PAGE_STEMS)[number]) {
  return ({ request, params }: { request: Request; params: { type?: string } }): PreloadedQuery<PageScreenQuery> => {
    prepareRequest(request);
    return preload<PageScreenQuery>(pageQuery, { key: `${stem}-${params.type ?? ''}` }, { fresh: true });
  };
}

type Section = NonNullable<PageScreenQuery$data['page']>['sections'][number];

function SectionView({ section, first, onRetry }: { section: Section; first: boolean; onRetry: () => void }) {
  if (section.banner) return <BannerSection section={section.banner} first={first} />;
  if (section.richText) return <RichTextSection section={section.richText} />;
  if (section.shelf) return <ShelfSection section={section.shelf} onRetry={onRetry} />;
  if (section.ranking) return <RankingSection section={section.ranking} onRetry={onRetry} />;
  if (section.map) return <MapSection section={section.map} />;
  if (section.gallery) return <GallerySection section={section.gallery} />;
  if (section.video) return <VideoSection section={section.video} />;
  if (section.countdown) return <CountdownSection section={section.countdown} />;
  if (section.links) return <LinksSection section={section.links} />;
  if (section.form) return <FormSection section={section.form} />;
  return null;
}

/** An operator-made page (an edition home, a campaign, a topic section): its sections in order. */
export function PageScreen() {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  const revalidator = useRevalidator();
  const { page } = useRouteQuery<PageScreenQuery>(pageQuery);
  if (!page) return <NotFoundPage title="" text={t('pages.notFound')} />;
  return (
    <div className="page" data-testid="page" lang={contentLang}>
      <PageHeader title={page.title} />
      {page.sections.map((section, i) => (
        <SectionView key={section.id ?? i} section={section} first={i === 0} onRetry={() => revalidator.revalidate()} />
      ))}
    </div>
  );
}
