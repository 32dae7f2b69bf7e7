import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { BookingPlatforms_venue$key } from '../../__generated__/BookingPlatforms_venue.graphql';
import { SiteContext } from '../../shell/SiteContext';
import { Img } from '../../widgets/Img';
import { usePreview } from '../../widgets/usePreview';
import { PartFailed } from '../../shell/StateViews';
import { openExternal } from '../../shell/openExternal';
import { Content } from '../../widgets/Content';

/** 3 platforms show before "View all". */
export const PREVIEW_PLATFORMS = 3;

/** Theatre booking platforms selling tickets for a venue. */
export function BookingPlatforms({ venue }: { venue: BookingPlatforms_venue$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const v = useFragment(
    graphql`
      fragment BookingPlatforms_venue on Venue {
        bookingPlatforms {
          name
          url
          logo {
            url(size: SMALL)
          }
        }
      }
    `,
    venue,
  );
  const { shown, viewAll } = usePreview(v.bookingPlatforms ?? [], PREVIEW_PLATFORMS, 'platforms-all');
  if (v.bookingPlatforms == null) return <PartFailed testId="platforms-failed" />;
  if (v.bookingPlatforms.length === 0) return null;
  return (
    <div className="platforms" data-testid="platforms">
      <h3 className="reserve__h3">{t('reservations.reserve.platforms')}</h3>
      <ul className="platforms__list">
        {shown.map((p) => (
          <li key={`${p.name}-${p.url ?? ''}`}>
            <button type="button" className="platform" onClick={() => void openExternal(p.url, site.name)} data-testid="platform">
              <Img src={p.logo?.url} alt="" className="platform__logo" />
              <Content>{p.name}</Content>
              <span className="chevron chevron--right" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {viewAll}
    </div>
  );
}
