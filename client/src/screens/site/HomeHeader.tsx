import { graphql, useFragment } from 'react-relay';
import type { HomeHeader_site$key } from '../../__generated__/HomeHeader_site.graphql';
import { Img } from '../../widgets/Img';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Site logo, name and the language switcher. */
export function HomeHeader({ site, overlay = false }: { site: HomeHeader_site$key; overlay?: boolean }) {
  const data = useFragment(
    graphql`
      fragment HomeHeader_site on Site {
        name
        logo {
          url(size: THUMBNAIL)
          alt
        }
      }
    `,
    site,
  );
  return (
    <header className={overlay ? 'home-header home-header--overlay' : 'home-header'}>
      <div className="home-header__brand">
        {data.logo && <Img src={data.logo.url} alt={data.logo.alt || data.name} className="home-header__logo" eager />}
        <h1 className="home-header__name" data-testid="site-name">{data.name}</h1>
      </div>
      <LanguageSwitcher />
    </header>
  );
}
