import { graphql } from 'react-relay';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { GeneralHome } from './GeneralHome';
import { ScenicHome } from './ScenicHome';

const query = graphql`
  query HomeScreenQuery @preloadable {
    site {
      edition
      ...GeneralHome_site
      ...ScenicHome_site
    }
  }
`;

/** /index: the home page chosen by the site's edition, built from its home layout. */
export function HomeScreen() {
  const { site } = useRouteQuery<HomeScreenQuery>(query);
  return site.edition === 'SCENIC' ? <ScenicHome site={site} /> : <GeneralHome site={site} />;
}
