import { lazy, Suspense, useEffect } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { GeneralHome } from './GeneralHome';
import { ScenicHome } from './ScenicHome';
import { SkeletonBlock, SkeletonRow, SkeletonScreen } from '../../shell/SkeletonParts';

const query = graphql`
  query HomeScreenQuery @preloadable {
    site {
      edition
      ...GeneralHome_site
      ...ScenicHome_site
    }
  }
`;

const WorshipShelf = lazy(() => import('../memorial').then((m) => m.loadWorshipShelf()));

/**
 * /index: the home page chosen by the site's edition, built from its home layout; `isWorship=true`
 * (menu code CS-WORSHIP): its worship variant, the whole page in grey (the bottom tabs too) with the
 * memorial objects on top.
 */
export function HomeScreen() {
  const { site } = useRouteQuery<HomeScreenQuery>(query);
  const isWorship = useSearchParams()[0].get('isWorship') === 'true';
  useEffect(() => {
    if (!isWorship) return;
    // the page's root in grey, as mourning pages are: the shell's tabs and headers are outside the home
    document.documentElement.classList.add('worship-mode');
    return () => document.documentElement.classList.remove('worship-mode');
  }, [isWorship]);
  const worship = isWorship && (
    <Suspense fallback={<SkeletonBlock height={96} radius={12} />}>
      <WorshipShelf />
    </Suspense>
  );
  return site.edition === 'SCENIC' ? <ScenicHome site={site} worship={worship} /> : <GeneralHome site={site} worship={worship} />;
}

/** The home in grey while its query loads: the coloured top with the search bar, a banner, the menu grid, a shelf. */
export function ScreenSkeleton() {
  return (
    <SkeletonScreen>
      <div className="skeleton-hero">
        <SkeletonBlock width="45%" height={22} />
        <SkeletonBlock height={38} radius={19} />
      </div>
      <SkeletonBlock height={150} radius={12} />
      <SkeletonRow count={5} width={44} height={44} radius={14} className="skeleton-row--spread" />
      <SkeletonRow count={5} width={44} height={44} radius={14} className="skeleton-row--spread" />
      <SkeletonBlock width="35%" height={18} />
      <SkeletonBlock height={120} radius={12} />
    </SkeletonScreen>
  );
}
