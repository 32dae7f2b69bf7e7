import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Award } from 'lucide-react';
import type { BrandBanner_place$key } from '../../__generated__/BrandBanner_place.graphql';
import { Img } from '../../widgets/Img';
import './brands.css';
import { Content } from '../../widgets/Content';

/** The brand banner (750x160) a place's page shows for the brand it belongs to; nothing when none. */
export function BrandBanner({ place }: { place: BrandBanner_place$key }) {
  const data = useFragment(
    graphql`
      fragment BrandBanner_place on Place {
        brand {
          name
          slogan
          mainColor
          detailPath
          banner {
            url(size: BANNER)
          }
        }
      }
    `,
    place,
  );
  const brand = data.brand;
  if (!brand) return null;
  return (
    <Link
      to={brand.detailPath}
      className="brand-banner"
      style={{ backgroundColor: brand.mainColor ?? undefined }}
      data-testid="brand-banner"
    >
      <Img src={brand.banner?.url} alt="" className="brand-banner__img" />
      <span className="brand-banner__text">
        <Award size={18} aria-hidden />
        <Content as="strong">{brand.name}</Content>
        {brand.slogan && (
          <Content as="span" className="brand-banner__slogan">
            {brand.slogan}
          </Content>
        )}
      </span>
    </Link>
  );
}
