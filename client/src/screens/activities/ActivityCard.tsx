import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityCard_activity$key } from '../../__generated__/ActivityCard_activity.graphql';
import { Img } from '../../widgets/Img';
import { formatPeriod, priceText } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';
import { Content } from '../../widgets/Content';

/** An activity in a list: cover, time state, name, period, place and price. */
export function ActivityCard({ activity }: { activity: ActivityCard_activity$key }) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment ActivityCard_activity on Activity {
        id
        name
        detailPath
        cover {
          url(size: COVER)
        }
        mode
        price
        points
        timeState
        useStartsAt
        useEndsAt
        address
        regionName
        remainingSeats
        classify {
          name
        }
      }
    `,
    activity,
  );
  return (
    <Link to={a.detailPath} className="activity-card activity-card--rich" data-testid="activity-card">
      <div className="activity-card__media">
        <Img src={a.cover?.url} alt="" className="activity-card__cover" />
        <span className={`time-state time-state--${a.timeState.toLowerCase()}`} data-testid="time-state">
          {t(`activities.timeState.${a.timeState}`)}
        </span>
      </div>
      <div className="activity-card__body">
        <Content as="span" className="activity-card__name">
          {a.name}
        </Content>
        <span className="activity-card__meta">{formatPeriod(a.useStartsAt, a.useEndsAt)}</span>
        {(a.regionName || a.address) && (
          <Content as="span" className="activity-card__meta">
            {[a.regionName, a.address].filter(Boolean).join(' ')}
          </Content>
        )}
        <span className="activity-card__foot">
          <span className="price">{priceText(a.price, a.points)}</span>
          {a.classify && <Content className="chip">{a.classify.name}</Content>}
          <span className="activity-card__mode">{t(`activities.mode.${a.mode}`)}</span>
        </span>
      </div>
    </Link>
  );
}
