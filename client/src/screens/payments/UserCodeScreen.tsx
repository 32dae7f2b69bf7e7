import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Ticket } from 'lucide-react';
import type { UserCodeScreenQuery } from '../../__generated__/UserCodeScreenQuery.graphql';
import type { UserCodeScreen_user$key } from '../../__generated__/UserCodeScreen_user.graphql';
import type { UserCodePaginationQuery } from '../../__generated__/UserCodePaginationQuery.graphql';
import type { UserCodeScreen_order$key } from '../../__generated__/UserCodeScreen_order.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { QrCode } from '../../widgets/QrCode';
import { formatPeriod } from '../../widgets/booking/format';
import { groupedCode } from './Voucher';
import './payments.css';

const query = graphql`
  query UserCodeScreenQuery {
    viewer {
      user {
        ...UserCodeScreen_user
      }
    }
  }
`;

/** /user-code (CONSUMPTION_CODE, login): the codes to use. */
export function userCodeLoader({ request }: { request: Request }): PreloadedQuery<UserCodeScreenQuery> {
  return preloadSignedIn<UserCodeScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

/** One code to use: what and when, the QR code and its digits, the way to the order (its full voucher). */
function CodeCard({ order }: { order: UserCodeScreen_order$key }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment UserCodeScreen_order on ReservationOrder {
        orderCode
        kind
        resourceName
        startsAt
        endsAt
        seats
        detailPath
        codePath
        voucher {
          code
        }
      }
    `,
    order,
  );
  return (
    <article className="code-card" data-testid="code-card" data-code={o.orderCode}>
      <header className="code-card__head">
        <Ticket size={18} aria-hidden className="code-card__icon" />
        <div className="code-card__what">
          <span className="code-card__name">{o.resourceName}</span>
          <span className="code-card__meta">
            {formatPeriod(o.startsAt, o.endsAt)}
            {o.seats != null && ` · ${t('payments.voucher.visitorCount', { count: o.seats })}`}
          </span>
        </div>
      </header>
      {o.voucher ? (
        <div className="code-card__body">
          <QrCode value={o.voucher.code} label={t('payments.voucher.qrLabel', { code: o.voucher.code })} size={132} testId="code-qr" />
          <p className="code-card__code">
            <span>{t('payments.voucher.code')}</span>
            <b data-testid="code-digits">{groupedCode(o.voucher.code)}</b>
          </p>
        </div>
      ) : (
        <p className="code-card__partner">{t('payments.codes.partner')}</p>
      )}
      {o.codePath && (
        <Link to={o.codePath} className="code-card__open" data-testid="code-detail">
          {t('payments.codes.showCode')}
          <ChevronRight size={18} aria-hidden />
        </Link>
      )}
      <Link to={o.detailPath} className="code-card__open" data-testid="code-open">
        {t('payments.codes.open')}
        <ChevronRight size={18} aria-hidden />
      </Link>
    </article>
  );
}

function CodeList({ user }: { user: UserCodeScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<UserCodePaginationQuery, UserCodeScreen_user$key>(
    graphql`
      fragment UserCodeScreen_user on User
      @refetchable(queryName: "UserCodePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        reservationOrders(status: TO_BE_USED, first: $count, after: $cursor) @connection(key: "UserCode_reservationOrders") {
          totalCount
          edges {
            node {
              id
              ...UserCodeScreen_order
            }
          }
        }
      }
    `,
    user,
  );
  const total = list.data.reservationOrders?.totalCount ?? 0;
  return (
    <>
      {total > 0 && (
        <p className="code-list__count" data-testid="code-count">
          {t('payments.codes.count', { count: total })}
        </p>
      )}
      <PagedList
        connection={list.data.reservationOrders}
        paging={list}
        failedTestId="codes-failed"
        empty={
          <div className="code-list__empty" data-testid="codes-empty">
            <EmptyState text={t('payments.codes.empty')} />
            <Link to="/activity-home" className="btn btn--primary">
              {t('payments.codes.browse')}
            </Link>
          </div>
        }
        className="code-list"
        testId="code-list"
      >
        {(node) => <CodeCard order={node} />}
      </PagedList>
    </>
  );
}

export function UserCodeScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserCodeScreenQuery>(query);
  return (
    <div data-testid="user-code">
      <PageHeader title={t('payments.codes.title')} />
      {viewer.user ? <CodeList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
