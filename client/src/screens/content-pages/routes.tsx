import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { contentPagesTexts } from './texts';

/**
 * The content pages: a place's full news list (linked from its detail page past two articles), a
 * news channel's micro-lessons (linked from the channel's news list) and a home banner slide's
 * detail (opened by tapping a slide that has one).
 */
export const CONTENT_PAGE_ROUTES: RouteObject[] = [
  {
    path: '/venues-news/:resourceId/:resourceType',
    lazy: lazyRoute(() => import('./VenuesNewsScreen'), { texts: contentPagesTexts }),
  },
  { path: '/cc-microclass/:code', lazy: lazyRoute(() => import('./MicroclassScreen'), { texts: contentPagesTexts }) },
  { path: '/swiper-detail/:id', lazy: lazyRoute(() => import('./SwiperDetailScreen'), { texts: contentPagesTexts }) },
];
