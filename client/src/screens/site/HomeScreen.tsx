import { graphql, type PreloadedQuery } from 'react-relay';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { GeneralHome } from './GeneralHome';
import { ScenicHome } from './ScenicHome';

const query = graphql`
  query HomeScreenQuery {
    site {
      edition
      ...GeneralHome_site
      ...ScenicHome_site
    }
  }
`;

export function homeLoader({ request }: { request: Request }): PreloadedQuery<HomeScreenQuery> {
  prepareRequest(request);
  return preload<HomeScreenQuery>(query, {});
}

/** /index: the home page chosen by the site's edition, built from its home layout. */
export function HomeScreen() {
  const { site } = useRouteQuery<HomeScreenQuery>(query);
  return site.edition === 'SCENIC' ? <ScenicHome site={site} /> : <GeneralHome site={site} />;
}
