import { useRef } from 'react';
import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import type { SubscriptionScreenQuery } from '../../__generated__/SubscriptionScreenQuery.graphql';
import type { SubscriptionScreen_user$key } from '../../__generated__/SubscriptionScreen_user.graphql';
import type { SubscriptionScreen_place$key } from '../../__generated__/SubscriptionScreen_place.graphql';
import type { SubscriptionListPaginationQuery } from '../../__generated__/SubscriptionListPaginationQuery.graphql';
import type { SubscriptionScreenSubscribeMutation } from '../../__generated__/SubscriptionScreenSubscribeMutation.graphql';
import type { SubscriptionScreenCancelMutation } from '../../__generated__/SubscriptionScreenCancelMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { Content } from '../../widgets/Content';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import './subscriptions.css';

/** Days shown past the booking window: their booking has not opened, they may be subscribed. */
const DAYS_AHEAD = 3;

const query = graphql`
  query SubscriptionScreenQuery($type: String!, $id: ID!, $picked: Boolean!) {
    picked: nodeByUpstreamId(type: $type, upstreamId: $id) @include(if: $picked) {
      ...SubscriptionScreen_place
    }
    first: places(kind: SCENIC_AREA, first: 1) @skip(if: $picked) {
      edges {
        node {
          ...SubscriptionScreen_place
        }
      }
    }
    viewer {
      user {
        ...SubscriptionScreen_user
      }
    }
  }
`;

/** `?venue=` or `?scenic=` names the place; without one, the site's first scenic area. */
function loader({ request }: { request: Request }): PreloadedQuery<SubscriptionScreenQuery> {
  const search = prepareRequest(request);
  const venue = search.get('venue');
  const scenic = search.get('scenic');
  const variables = venue
    ? { type: 'Venue', id: venue, picked: true }
    : scenic
      ? { type: 'ScenicArea', id: scenic, picked: true }
      : { type: 'ScenicArea', id: '', picked: false };
  return preload<SubscriptionScreenQuery>(query, variables, { fresh: !isBackForward() });
}

const subscribeMutation = graphql`
  mutation SubscriptionScreenSubscribeMutation($input: SubscribeToBookingDayInput!) {
    subscribeToBookingDay(input: $input) {
      subscription {
        id
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation SubscriptionScreenCancelMutation($input: CancelBookingSubscriptionInput!) {
    cancelBookingSubscription(input: $input) {
      cancelledSubscriptionId
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** `yyyy-MM-dd` plus `days`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The place's days: book one with places, subscribe to one that is full or not open yet. */
function PlaceDays({ place, onSubscribed }: { place: SubscriptionScreen_place$key; onSubscribed(): void }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment SubscriptionScreen_place on Node {
        id
        ... on ScenicArea {
          name
          scenicReservation: reservation {
            days {
              date
              state
              remaining
              orderPath
            }
          }
        }
        ... on Venue {
          name
          venueReservation: reservation {
            days {
              date
              state
              remaining
              orderPath
            }
          }
        }
      }
    `,
    place,
  );
  const [commit, pending] = useGraphMutation<SubscriptionScreenSubscribeMutation>(subscribeMutation);
  const days = (p.scenicReservation ?? p.venueReservation)?.days;
  if (!days) throw new Error('reservation days unavailable');
  const last = days.at(-1)?.date;
  const later = last ? Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(last, i + 1)) : [];
  const subscribe = async (date: string) => {
    if (pending || !(await requireLogin())) return;
    const res = await commit({ variables: { input: { placeId: p.id, date } } });
    if (toastOutcome(res, { message: t('subscriptions.subscribed'), type: 'success' })) onSubscribed();
  };
  const button = (date: string) => (
    <button type="button" className="sub-day__action" disabled={pending} onClick={() => void subscribe(date)} data-testid="subscribe">
      <BellRing size={16} aria-hidden /> {t('subscriptions.subscribe')}
    </button>
  );
  return (
    <section className="detail__card" data-testid="sub-days">
      <Content as="h2" className="detail__h2">
        {p.name}
      </Content>
      <ul className="sub-days">
        {days.map((d) => (
          <li key={d.date} className="sub-day" data-testid="sub-day" data-date={d.date} data-state={d.state}>
            <span className="sub-day__date">{d.date}</span>
            {d.state === 'AVAILABLE' && d.orderPath ? (
              <>
                <span className="sub-day__state">{t('subscriptions.left', { count: d.remaining ?? 0 })}</span>
                <Link to={d.orderPath} className="sub-day__action">
                  {t('subscriptions.book')}
                </Link>
              </>
            ) : d.state === 'FULL' ? (
              <>
                <span className="sub-day__state">{t('subscriptions.full')}</span>
                {button(d.date)}
              </>
            ) : (
              <span className="sub-day__state">{t('subscriptions.closed')}</span>
            )}
          </li>
        ))}
        {later.map((date) => (
          <li key={date} className="sub-day" data-testid="sub-day" data-date={date} data-state="NOT_OPEN">
            <span className="sub-day__date">{date}</span>
            <span className="sub-day__state">{t('subscriptions.notOpen')}</span>
            {button(date)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The viewer's subscriptions, latest day first, each cancellable. */
function Mine({ user, refetchKey }: { user: SubscriptionScreen_user$key; refetchKey: { current: (() => void) | null } }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<SubscriptionListPaginationQuery, SubscriptionScreen_user$key>(
    graphql`
      fragment SubscriptionScreen_user on User
      @refetchable(queryName: "SubscriptionListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        bookingSubscriptions(first: $count, after: $cursor) @connection(key: "SubscriptionScreen_bookingSubscriptions") {
          totalCount
          edges {
            node {
              id
              placeName
              date
              status
            }
          }
        }
      }
    `,
    user,
  );
  const [commitCancel, cancelling] = useGraphMutation<SubscriptionScreenCancelMutation>(cancelMutation);
  const refetch = () => paging.refetch({}, { fetchPolicy: 'network-only' });
  refetchKey.current = refetch;
  const cancel = async (id: string) => {
    if (cancelling) return;
    const res = await commitCancel({ variables: { input: { subscriptionId: id } } });
    if (toastOutcome(res, { message: t('subscriptions.cancelled'), type: 'success' })) refetch();
  };
  return (
    <PagedList
      connection={data.bookingSubscriptions}
      paging={paging}
      failedTestId="subscriptions-failed"
      empty={<EmptyState text={t('subscriptions.empty')} />}
      className="sub-list"
      testId="sub-list"
    >
      {(s) => (
        <article className="sub-card" data-testid="subscription" data-status={s.status}>
          <div className="sub-card__text">
            <Content as="h3" className="sub-card__place">
              {s.placeName}
            </Content>
            <p className="sub-card__line">
              {s.date}{' '}
              <span className={`sub-card__status sub-card__status--${s.status.toLowerCase()}`}>
                {t(`subscriptions.${s.status === 'NOTIFIED' ? 'notified' : 'waiting'}`)}
              </span>
            </p>
          </div>
          <button
            type="button"
            className="sub-card__cancel"
            disabled={cancelling}
            onClick={() => void cancel(s.id)}
            data-testid="cancel-subscription"
          >
            {t('subscriptions.cancel')}
          </button>
        </article>
      )}
    </PagedList>
  );
}

/** /jmg-sub: a place's booking days (full or not-yet-open days may be subscribed) and the viewer's subscriptions. */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<SubscriptionScreenQuery>(query);
  const place = data.picked ?? data.first?.edges[0]?.node ?? null;
  const refetchKey = useRef<(() => void) | null>(null);
  return (
    <div className="sub-page" data-testid="subscription-page">
      <PageHeader title={t('subscriptions.title')} />
      <p className="sub-intro">{t('subscriptions.intro')}</p>
      {place ? <PlaceDays place={place} onSubscribed={() => refetchKey.current?.()} /> : <EmptyState text={t('subscriptions.noPlace')} />}
      <h2 className="sub-heading">{t('subscriptions.mine')}</h2>
      {data.viewer.user ? <Mine user={data.viewer.user} refetchKey={refetchKey} /> : <EmptyState text={t('subscriptions.signIn')} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: SubscriptionScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
