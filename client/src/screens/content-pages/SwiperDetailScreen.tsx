import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { SwiperDetailScreenQuery } from '../../__generated__/SwiperDetailScreenQuery.graphql';
import type { SwiperDetailScreen_link$key } from '../../__generated__/SwiperDetailScreen_link.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useMenuEntryAction } from '../../shell/useMenuEntryAction';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { Content } from '../../widgets/Content';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { DetailSkeleton } from '../../widgets/Skeleton';
import './content-pages.css';

const query = graphql`
  query SwiperDetailScreenQuery($id: ID!) {
    site {
      bannerSlide(id: $id) {
        title
        body
        image {
          url(size: COVER)
        }
        destination {
          ...SwiperDetailScreen_link
        }
      }
    }
  }
`;

function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<SwiperDetailScreenQuery> {
  prepareRequest(request);
  return preload<SwiperDetailScreenQuery>(query, { id: params.id ?? '' });
}

/** The slide's own link (where the banner leads), as a button under its text. */
function SlideLink({ link }: { link: SwiperDetailScreen_link$key }) {
  const { t } = useTranslation();
  const entry = useFragment(
    graphql`
      fragment SwiperDetailScreen_link on MenuEntry {
        target
        ...useMenuEntryAction_entry
      }
    `,
    link,
  );
  const open = useMenuEntryAction(entry, 'BANNER');
  return (
    <button type="button" className="btn btn--primary content-page__go" onClick={open} data-testid="slide-link">
      {t('contentPages.slideLink')}
      <ChevronRight size={18} aria-hidden />
    </button>
  );
}

/** /swiper-detail/:id: a home banner slide's picture, title, rich text and the link it carries. */
function SwiperDetailScreen() {
  const { t } = useTranslation();
  const { site } = useRouteQuery<SwiperDetailScreenQuery>(query);
  const slide = site.bannerSlide;
  if (!slide) return <NotFoundPage title={t('contentPages.slide')} text={t('contentPages.slideNotFound')} />;
  return (
    <div className="content-page" data-testid="slide-detail">
      <PageHeader title={t('contentPages.slide')} />
      <Img src={slide.image.url} alt={slide.title} className="content-page__cover" eager />
      <section className="content-page__card">
        <Content as="h1" className="content-page__title" data-testid="slide-title">
          {slide.title}
        </Content>
        {slide.body && <Introduction html={slide.body} testId="slide-body" />}
        {slide.destination && <SlideLink link={slide.destination} />}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: SwiperDetailScreen,
  loader,
  skeleton: <DetailSkeleton header cards={1} />,
};
