import { Fragment, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HomeModules_site$key } from '../../__generated__/HomeModules_site.graphql';
import { BannerModule } from './modules/BannerModule';
import { MenuGridModule } from './modules/MenuGridModule';
import { PlaceShelfModule } from './modules/PlaceShelfModule';
import { NewsShelfModule } from './modules/NewsShelfModule';
import { RankingModule } from './modules/RankingModule';
import { PartFailed } from '../../shell/StateViews';
import type { HomeVariant } from './modules/homeVariant';

/** Renders `site.homeLayout` in order; unknown module types are skipped. */
export function HomeModules({ site, variant, afterBanner }: { site: HomeModules_site$key; variant: HomeVariant; afterBanner?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment HomeModules_site on Site {
        homeLayout {
          __typename
          key
          ...BannerModule_module @alias(as: "banner")
          ...MenuGridModule_module @alias(as: "menuGrid")
          ...PlaceShelfModule_module @alias(as: "placeShelf")
          ...NewsShelfModule_module @alias(as: "newsShelf")
          ...RankingModule_module @alias(as: "ranking")
        }
      }
    `,
    site,
  );
  if (!data.homeLayout) return <PartFailed testId="home-layout-failed" />;
  let bannerSeen = false;
  const out: ReactNode[] = [];
  for (const m of data.homeLayout) {
    let node: ReactNode = null;
    if (m.banner) node = <BannerModule module={m.banner} variant={variant} hero={variant === 'scenic' && !bannerSeen} />;
    else if (m.menuGrid) node = <MenuGridModule module={m.menuGrid} variant={variant} />;
    else if (m.placeShelf) node = <PlaceShelfModule module={m.placeShelf} variant={variant} />;
    else if (m.newsShelf) node = <NewsShelfModule module={m.newsShelf} variant={variant} />;
    else if (m.ranking) node = <RankingModule module={m.ranking} variant={variant} />;
    out.push(<Fragment key={m.key}>{node}</Fragment>);
    if (m.banner && !bannerSeen) {
      bannerSeen = true;
      if (afterBanner) out.push(<Fragment key="__after-banner">{afterBanner}</Fragment>);
    }
  }
  if (!bannerSeen && afterBanner) out.unshift(<Fragment key="__after-banner">{afterBanner}</Fragment>);
  return <div className={`home-modules home-modules--${variant}`}>{out}</div>;
}
