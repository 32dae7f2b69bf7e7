import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InviteListScreenQuery } from '../../__generated__/InviteListScreenQuery.graphql';
import type { InviteListScreen_user$key } from '../../__generated__/InviteListScreen_user.graphql';
import type { InviteListPaginationQuery } from '../../__generated__/InviteListPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './invitations.css';

const query = graphql`
  query InviteListScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        ...InviteListScreen_user
      }
    }
  }
`;

export function inviteListLoader({ request }: { request: Request }): PreloadedQuery<InviteListScreenQuery> {
  return preloadSignedIn<InviteListScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

/** The list's shape while it loads. */
export function InviteListSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="invitee invitee--skeleton">
          <SkeletonBlock width={40} height={40} radius={20} />
          <SkeletonBlock width="50%" height={16} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

function Invitees({ user }: { user: InviteListScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<InviteListPaginationQuery, InviteListScreen_user$key>(
    graphql`
      fragment InviteListScreen_user on User
      @refetchable(queryName: "InviteListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        invitations {
          invitees(first: $count, after: $cursor) @connection(key: "InviteListScreen_invitees") {
            totalCount
            edges {
              node {
                id
                nickname
                points
                invitedAt
                avatar {
                  url
                  alt
                }
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  const list = data.invitations.invitees;
  if (list.edges.length === 0 && !hasNext) return <EmptyState text={t('invitations.empty')} />;
  return (
    <>
      <ul className="invitees" data-testid="invitees">
        {list.edges.map(({ node }) => (
          <li key={node.id} className="invitee" data-testid="invitee">
            <Img src={node.avatar?.url} alt={node.avatar?.alt ?? node.nickname} className="invitee__avatar" />
            <div className="invitee__body">
              <div className="invitee__name" data-testid="invitee-name">
                {node.nickname}
              </div>
              <div className="muted invitee__time">{t('invitations.invitedAt', { date: node.invitedAt ?? '' })}</div>
            </div>
            <span className="invitee__points">+{node.points}</span>
          </li>
        ))}
      </ul>
      <ListFooter total={list.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /my-invite-list (login required): the users who entered the user's code, newest first. */
export function InviteListScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<InviteListScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="invite-page" data-testid="invite-list">
      <PageHeader title={t('invitations.list')} />
      {viewer.user ? <Invitees user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
