import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { PeopleScreenQuery } from '../../__generated__/PeopleScreenQuery.graphql';
import type { FansList_user$key } from '../../__generated__/FansList_user.graphql';
import type { FansListPaginationQuery } from '../../__generated__/FansListPaginationQuery.graphql';
import type { FollowingList_user$key } from '../../__generated__/FollowingList_user.graphql';
import type { FollowingListPaginationQuery } from '../../__generated__/FollowingListPaginationQuery.graphql';
import type { PersonRow_person$key } from '../../__generated__/PersonRow_person.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { ATTENTION_PATHS } from './attentionPaths';
import { PersonRow } from './PersonRow';
import './follows.css';

const PAGE = 20;

const query = graphql`
  query PeopleScreenQuery($fans: Boolean!) {
    viewer {
      isSignedIn
      user {
        ...FansList_user @include(if: $fans) @alias(as: "fans")
        ...FollowingList_user @skip(if: $fans) @alias(as: "following")
      }
    }
  }
`;

/** /user-fans and /user-focus (login required): always fresh, a follow changed elsewhere shows. */
export function peopleLoader(which: 'fans' | 'following') {
  return ({ request }: { request: Request }): PreloadedQuery<PeopleScreenQuery> =>
    preloadSignedIn<PeopleScreenQuery>(request, query, { fans: which === 'fans' });
}

type PeopleConnection = {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & PersonRow_person$key }>;
} | null;

/** A page of people with its empty and no-more states. */
function PeopleRows({
  connection,
  fans,
  hasNext,
  loading,
}: {
  connection: PeopleConnection;
  fans: boolean;
  hasNext: boolean;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (!connection || (connection.edges.length === 0 && !hasNext))
    return <EmptyState text={fans ? t('follows.emptyFans') : t('follows.emptyFollowing')} />;
  return (
    <>
      <ul className="follow-list" data-testid="people-list">
        {connection.edges.map(({ node }) => (
          <PersonRow key={node.id} person={node} fan={fans} />
        ))}
      </ul>
      <ListFooter total={connection.totalCount} hasNext={hasNext} loading={loading} />
    </>
  );
}

function FansList({ user }: { user: FansList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FansListPaginationQuery, FansList_user$key>(
    graphql`
      fragment FansList_user on User
      @refetchable(queryName: "FansListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        fans(first: $count, after: $cursor) @connection(key: "FansList_fans") {
          totalCount
          edges {
            node {
              id
              ...PersonRow_person
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  return <PeopleRows connection={data.fans} fans hasNext={hasNext} loading={isLoadingNext} />;
}

function FollowingList({ user }: { user: FollowingList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FollowingListPaginationQuery, FollowingList_user$key>(
    graphql`
      fragment FollowingList_user on User
      @refetchable(queryName: "FollowingListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followedPeople(first: $count, after: $cursor) @connection(key: "FollowingList_followedPeople") {
          totalCount
          edges {
            node {
              id
              ...PersonRow_person
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  return <PeopleRows connection={data.followedPeople} fans={false} hasNext={hasNext} loading={isLoadingNext} />;
}

export function PeopleScreen({ which }: { which: 'fans' | 'following' }) {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<PeopleScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const fans = which === 'fans';
  return (
    <div className="follows-page" data-testid={fans ? 'fans-page' : 'focus-page'}>
      <PageHeader title={fans ? t('follows.fans') : t('follows.following')} />
      {!fans && (
        <nav className="follow-links" aria-label={t('follows.attention')} data-testid="attention-links">
          {ATTENTION_PATHS.map(([kind, path]) => (
            <Link key={kind} to={path} className="follow-links__item" data-testid={`attention-${kind}`}>
              {t(`follows.kind.${kind}`)}
              <ChevronRight aria-hidden size={16} />
            </Link>
          ))}
          <Link to="/user-fans" className="follow-links__item" data-testid="link-fans">
            {t('follows.fansLink')}
            <ChevronRight aria-hidden size={16} />
          </Link>
        </nav>
      )}
      {!fans && <h2 className="follows-page__title">{t('follows.people')}</h2>}
      {viewer.user?.fans && <FansList user={viewer.user.fans} />}
      {viewer.user?.following && <FollowingList user={viewer.user.following} />}
    </div>
  );
}
