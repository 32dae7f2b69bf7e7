import { useEffect } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ActivityDetailScreenQuery } from '../../__generated__/ActivityDetailScreenQuery.graphql';
import type { ActivityDetailScreen_activity$key } from '../../__generated__/ActivityDetailScreen_activity.graphql';
import type { CreditBanner_user$key } from '../../__generated__/CreditBanner_user.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useSession } from '../../session/session';
import { PageHeader } from '../../widgets/PageHeader';
import { PartFailed } from '../../shell/StateViews';
import { Gallery } from '../../widgets/Gallery';
import { IntroductionCard } from '../../widgets/Introduction';
import { CreditBanner } from '../../widgets/credit/CreditBanner';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { cancelPolicyText, formatPeriod, priceText, seatsLeftText } from '../../widgets/booking/format';
import { BookingButton } from './BookingButton';
import '../../widgets/booking/booking.css';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow, PhoneRow } from '../../widgets/InfoRow';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { track } from '../../analytics/track';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query ActivityDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Activity", upstreamId: $id) {
      __typename
      ... on Activity {
        id
        ...ActivityDetailScreen_activity @alias(as: "activity")
      }
    }
    viewer {
      user {
        ...CreditBanner_user
      }
    }
  }
`;

export function activityDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ActivityDetailScreenQuery> {
  prepareRequest(request);
  return preload<ActivityDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

function ActivityDetail({ activity, user }: { activity: ActivityDetailScreen_activity$key; user: CreditBanner_user$key | null }) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment ActivityDetailScreen_activity on Activity {
        id
        name
        images {
          url(size: COVER)
          alt
        }
        type
        mode
        price
        points
        timeState
        signUpOpen
        useStartsAt
        useEndsAt
        signUpStartsAt
        signUpEndsAt
        remainingSeats
        totalSeats
        maxSeatsPerOrder
        needsReview
        regionName
        address
        phone
        tags
        introduction
        classify {
          name
        }
        sessions {
          id
          startsAt
          endsAt
          remaining
          total
          bookable
        }
        cancelPolicy {
          cancellable
          hoursBeforeStart
        }
        bookingEligibility {
          requiredScore
        }
        shareCard {
          ...ShareButton_card
        }
        ...BookingButton_activity
        ...InteractionBar_subject
        ...CommentPreview_subject
      }
    `,
    activity,
  );
  const where = [a.regionName, a.address].filter(Boolean).join(' ');
  return (
    <div className="detail detail--with-bar" data-testid="activity-detail">
      <PageHeader contentHeading title={t('activities.detail')} transparent />
      <Gallery images={a.images} alt={a.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="activity-name">
          {a.name}
        </Content>
        <div className="detail__badges">
          <span className={`time-state time-state--inline time-state--${a.timeState.toLowerCase()}`} data-testid="time-state">
            {t(`activities.timeState.${a.timeState}`)}
          </span>
          <span className="badge badge--plain" data-testid="activity-mode">
            {t(`activities.mode.${a.mode}`)}
          </span>
          {a.classify && <Content className="badge badge--plain">{a.classify.name}</Content>}
          {a.needsReview && <span className="badge badge--plain">{t('activities.needsReview')}</span>}
        </div>
        <p className="activity-price">
          <span className="price" data-testid="activity-price">
            {priceText(a.price, a.points)}
          </span>
          {a.remainingSeats != null && a.totalSeats != null && (
            <span className="activity-price__seats" data-testid="activity-seats">
              {t('orders.activity.seatsLeft', { remaining: a.remainingSeats, total: a.totalSeats })}
            </span>
          )}
        </p>
        <dl className="info-rows">
          <InfoRow label={t('activities.usePeriod')} testId="use-period">
            {formatPeriod(a.useStartsAt, a.useEndsAt)}
          </InfoRow>
          {(a.signUpStartsAt || a.signUpEndsAt) && (
            <InfoRow label={t('activities.signUpWindow')} testId="sign-up-window">
              {formatPeriod(a.signUpStartsAt, a.signUpEndsAt)}
              {a.signUpOpen && <span className="badge badge--open activity-open">{t('activities.signUpOpen')}</span>}
            </InfoRow>
          )}
          {where && (
            <InfoRow label={t('place.address')} testId="activity-address" fromSite>
              {where}
            </InfoRow>
          )}
          {a.phone && <PhoneRow phone={a.phone} />}
          {a.maxSeatsPerOrder != null && (
            <InfoRow label={t('activities.perOrder')}>{t('activities.maxSeats', { count: a.maxSeatsPerOrder })}</InfoRow>
          )}
          <InfoRow label={t('activities.cancelRule')} testId="cancel-rule">
            {cancelPolicyText(a.cancelPolicy)}
          </InfoRow>
        </dl>
        {a.tags.length > 0 && (
          <div className="activity-tags">
            {a.tags.map((tag) => (
              <Content key={tag} className="chip">
                {tag}
              </Content>
            ))}
          </div>
        )}
        <ShareButton card={a.shareCard} />
      </section>
      <section className="detail__card" data-testid="sessions">
        <h2 className="detail__h2">{t('activities.sessions')}</h2>
        {a.sessions == null ? (
          <PartFailed testId="sessions-failed" />
        ) : a.sessions.length === 0 ? (
          <p className="muted">{t('common.noData')}</p>
        ) : (
          <ul className="session-list">
            {a.sessions.map((s) => (
              <li key={s.id} className={s.bookable ? 'session' : 'session session--off'} data-testid="session">
                <span className="session__time">{formatPeriod(s.startsAt, s.endsAt)}</span>
                <span className="session__seats" data-testid="session-remaining">
                  {seatsLeftText(s)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="detail__card detail__card--flush">
        <CreditBanner user={user} requiredScore={a.bookingEligibility?.requiredScore} />
      </div>
      {a.introduction && <IntroductionCard html={a.introduction} />}
      <CommentPreview subject={a} />
      <InteractionBar subject={a}>
        <BookingButton activity={a} />
      </InteractionBar>
    </div>
  );
}

/** /activity-detail/:id — the activity with its sessions, the footer bar and the booking button. */
export function ActivityDetailScreen() {
  const { t } = useTranslation();
  const { node, viewer } = useRouteQuery<ActivityDetailScreenQuery>(query);
  const session = useSession();
  const shownId = node?.__typename === 'Activity' ? node.id : null;
  // a detail view for the visit analytics (the gateway counts the paid and other-mode ones)
  useEffect(() => {
    if (shownId) track({ kind: 'DETAIL_VIEW', nodeId: shownId });
  }, [shownId]);
  if (node?.__typename !== 'Activity' || !node.id || !node.activity)
    return <NotFoundPage title={t('activities.detail')} text={t('activities.notFound')} />;
  return <ActivityDetail activity={node.activity} user={session ? (viewer.user ?? null) : null} />;
}

/** The skeleton while the query loads: an activity: its gallery, name and facts, then its sessions. */
export const ScreenSkeleton = () => <DetailSkeleton cards={2} />;
