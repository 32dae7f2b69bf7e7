import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Headphones, UsersRound } from 'lucide-react';
import type { GuideServices_place$key } from '../../__generated__/GuideServices_place.graphql';
import type { GuideServices_scenicSessions$key } from '../../__generated__/GuideServices_scenicSessions.graphql';
import type { GuideServices_venueSessions$key } from '../../__generated__/GuideServices_venueSessions.graphql';
import type { GuideServicesScenicPaginationQuery } from '../../__generated__/GuideServicesScenicPaginationQuery.graphql';
import type { GuideServicesVenuePaginationQuery } from '../../__generated__/GuideServicesVenuePaginationQuery.graphql';
import type { GuideServices_session$key } from '../../__generated__/GuideServices_session.graphql';
import { PartFailed } from '../../shell/StateViews';
import { formatPeriod } from '../../widgets/booking/format';
import { Content } from '../../widgets/Content';
import './guide-orders.css';

const PAGE = 3;

/**
 * The guide services of a scenic area's or venue's page: the button to book a narrator (when the
 * place offers narrators) and its interpretation sessions ahead, a few at a time.
 */
export function GuideServices({ place }: { place: GuideServices_place$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment GuideServices_place on Place {
        __typename
        ... on ScenicArea {
          narratorOrderPath
          ...GuideServices_scenicSessions @alias(as: "scenicSessions")
        }
        ... on Venue {
          narratorOrderPath
          ...GuideServices_venueSessions @alias(as: "venueSessions")
        }
      }
    `,
    place,
  );
  if (p.__typename !== 'ScenicArea' && p.__typename !== 'Venue') return null;
  return (
    <>
      {p.narratorOrderPath && (
        <Link to={p.narratorOrderPath} className="detail__card guide-entry" data-testid="narrator-entry">
          <UsersRound size={22} aria-hidden className="guide-entry__icon" />
          <span className="guide-entry__text">
            <span className="guide-entry__title">{t('guideOrders.entryNarrator')}</span>
            <small className="muted">{t('guideOrders.entryNarratorNote')}</small>
          </span>
          <ChevronRight size={18} aria-hidden />
        </Link>
      )}
      {p.__typename === 'ScenicArea' && p.scenicSessions && <ScenicSessions place={p.scenicSessions} />}
      {p.__typename === 'Venue' && p.venueSessions && <VenueSessions place={p.venueSessions} />}
    </>
  );
}

function ScenicSessions({ place }: { place: GuideServices_scenicSessions$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    GuideServicesScenicPaginationQuery,
    GuideServices_scenicSessions$key
  >(
    graphql`
      fragment GuideServices_scenicSessions on ScenicArea
      @refetchable(queryName: "GuideServicesScenicPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 3 }, cursor: { type: "String" }) {
        interpretationSessions(first: $count, after: $cursor) @connection(key: "GuideServices_interpretationSessions") {
          totalCount
          edges {
            node {
              id
              ...GuideServices_session
            }
          }
        }
      }
    `,
    place,
  );
  return <Sessions connection={data.interpretationSessions} hasNext={hasNext} loading={isLoadingNext} more={() => loadNext(PAGE)} />;
}

function VenueSessions({ place }: { place: GuideServices_venueSessions$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    GuideServicesVenuePaginationQuery,
    GuideServices_venueSessions$key
  >(
    graphql`
      fragment GuideServices_venueSessions on Venue
      @refetchable(queryName: "GuideServicesVenuePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 3 }, cursor: { type: "String" }) {
        interpretationSessions(first: $count, after: $cursor) @connection(key: "GuideServices_interpretationSessions") {
          totalCount
          edges {
            node {
              id
              ...GuideServices_session
            }
          }
        }
      }
    `,
    place,
  );
  return <Sessions connection={data.interpretationSessions} hasNext={hasNext} loading={isLoadingNext} more={() => loadNext(PAGE)} />;
}

/** The sessions ahead: none shown when the place holds none; the call's failure said in place; more on a tap, then "no more". */
function Sessions({
  connection,
  hasNext,
  loading,
  more,
}: {
  connection:
    | { readonly totalCount: number; readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & GuideServices_session$key }> }
    | null
    | undefined;
  hasNext: boolean;
  loading: boolean;
  more(): void;
}) {
  const { t } = useTranslation();
  if (connection === null || connection === undefined)
    return (
      <section className="detail__card">
        <h2 className="detail__h2">{t('guideOrders.sessions')}</h2>
        <PartFailed testId="sessions-failed" />
      </section>
    );
  if (connection.totalCount === 0) return null;
  return (
    <section className="detail__card" data-testid="interpretation-sessions">
      <h2 className="detail__h2">{t('guideOrders.sessions')}</h2>
      <ul className="guide-sessions">
        {connection.edges.map((e) => (
          <SessionRow key={e.node.id} session={e.node} />
        ))}
      </ul>
      {hasNext ? (
        <button type="button" className="guide-more" onClick={more} disabled={loading} data-testid="sessions-more">
          {t('guideOrders.more')}
        </button>
      ) : (
        <p className="muted guide-no-more" data-testid="sessions-no-more">
          {t('guideOrders.noMore')}
        </p>
      )}
    </section>
  );
}

function SessionRow({ session }: { session: GuideServices_session$key }) {
  const { t } = useTranslation();
  const s = useFragment(
    graphql`
      fragment GuideServices_session on InterpretationSession {
        title
        startsAt
        endsAt
        remaining
        bookable
        orderPath
      }
    `,
    session,
  );
  return (
    <li>
      <Link to={s.orderPath} className="guide-session" data-testid="session-link" data-bookable={s.bookable}>
        <Headphones size={18} aria-hidden className="guide-entry__icon" />
        <span className="guide-entry__text">
          <Content className="guide-entry__title">{s.title}</Content>
          <small className="muted">
            {formatPeriod(s.startsAt, s.endsAt)} · {s.bookable ? t('guideOrders.left', { count: s.remaining }) : t('guideOrders.soldOut')}
          </small>
        </span>
        <ChevronRight size={18} aria-hidden />
      </Link>
    </li>
  );
}
