import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceShelfModule_module$key } from '../../../__generated__/PlaceShelfModule_module.graphql';
import type { PlaceShelfModuleTile_place$key } from '../../../__generated__/PlaceShelfModuleTile_place.graphql';
import { Img } from '../../../widgets/Img';
import { LevelBadge } from '../../../widgets/LevelBadge';
import type { HomeVariant } from './homeVariant';
import { SectionTitle } from './SectionTitle';
import { PartFailed } from '../../../shell/StateViews';
import { Content, Heading, HeadingLevel } from '../../../widgets/Content';

/** A shelf of places of one kind: a horizontal strip (general) or large tiles (scenic). */
export function PlaceShelfModule({ module, variant }: { module: PlaceShelfModule_module$key; variant: HomeVariant }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceShelfModule_module on PlaceShelfModule {
        title
        kind
        morePath
        places {
          id
          ...PlaceShelfModuleTile_place
        }
      }
    `,
    module,
  );
  if (!data.places) return <PartFailed testId="place-shelf-failed" />;
  if (data.places.length === 0) return null;
  return (
    <section className={`shelf shelf--${variant}`} data-testid="place-shelf">
      <SectionTitle title={data.title ?? t(`kinds.${data.kind}`)} fromSite={!!data.title} morePath={data.morePath} />
      <HeadingLevel below={2}>
        <div className="shelf__items">
          {data.places.map((p) => (
            <PlaceShelfModuleTile key={p.id} place={p} />
          ))}
        </div>
      </HeadingLevel>
    </section>
  );
}

function PlaceShelfModuleTile({ place }: { place: PlaceShelfModuleTile_place$key }) {
  const data = useFragment(
    graphql`
      fragment PlaceShelfModuleTile_place on Place {
        name
        detailPath
        summary
        cover {
          url(size: COVER)
        }
        regionName
        ... on ScenicArea {
          scenicLevel: level
        }
        ... on Hotel {
          hotelLevel: level
        }
        ... on Venue {
          venueType
        }
      }
    `,
    place,
  );
  return (
    <Link to={data.detailPath} className="tile">
      <div className="tile__media">
        <Img src={data.cover?.url} alt="" className="tile__img" />
        <div className="tile__badge">
          <LevelBadge scenicLevel={data.scenicLevel} hotelLevel={data.hotelLevel} venueType={data.venueType} />
        </div>
      </div>
      <div className="tile__body">
        <Heading className="tile__name">{data.name}</Heading>
        <Content as="p" className="tile__sub">
          {data.regionName ?? data.summary ?? ''}
        </Content>
      </div>
    </Link>
  );
}
