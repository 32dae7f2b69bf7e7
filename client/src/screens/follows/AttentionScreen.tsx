import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, Plus } from 'lucide-react';
import type { AttentionScreenQuery, FollowedKind } from '../../__generated__/AttentionScreenQuery.graphql';
import type { AttentionList_user$key } from '../../__generated__/AttentionList_user.graphql';
import type { AttentionListPaginationQuery } from '../../__generated__/AttentionListPaginationQuery.graphql';
import type { AttentionScreen_resource$key } from '../../__generated__/AttentionScreen_resource.graphql';
import type { AttentionScreenFollowMutation } from '../../__generated__/AttentionScreenFollowMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './follows.css';

export type AttentionKind = Exclude<FollowedKind, '%future added value'>;

const PAGE = 10;

const query = graphql`
  query AttentionScreenQuery($kind: FollowedKind!) {
    viewer {
      isSignedIn
      user {
        ...AttentionList_user @arguments(kind: $kind)
      }
    }
  }
`;

const followMutation = graphql`
  mutation AttentionScreenFollowMutation($input: SetInteractionInput!) {
    setFollow(input: $input) {
      interactions {
        viewerIsFollowing
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** An attention page (login required): always fresh, so a follow changed on an item's page shows. */
export function attentionLoader(kind: AttentionKind) {
  return ({ request }: { request: Request }): PreloadedQuery<AttentionScreenQuery> =>
    preloadSignedIn<AttentionScreenQuery>(request, query, { kind });
}

/** One followed resource: its page, and follow / unfollow in place (the row stays until the list is read again). */
function AttentionRow({ resource }: { resource: AttentionScreen_resource$key }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment AttentionScreen_resource on FollowedResource {
        resourceId
        name
        path
        image {
          url(size: SMALL)
        }
      }
    `,
    resource,
  );
  const [following, setFollowing] = useState(true);
  const [commit, pending] = useGraphMutation<AttentionScreenFollowMutation>(followMutation);
  const toggle = async () => {
    if (pending) return;
    const active = !following;
    const res = await commit({ variables: { input: { resourceId: r.resourceId, active } } });
    if (toastOutcome(res, { message: active ? t('follows.followed') : t('follows.unfollowed'), type: 'success', duration: 1000 }))
      setFollowing(res?.interactions?.viewerIsFollowing ?? active);
  };
  const body = (
    <>
      {r.image ? <img className="follow-row__cover" src={r.image.url} alt="" loading="lazy" /> : <span className="follow-row__cover" />}
      <span className="follow-row__name" data-testid="attention-name">
        {r.name}
      </span>
    </>
  );
  return (
    <li className="follow-row" data-testid="attention-row">
      {r.path ? (
        <Link to={r.path} className="follow-row__link" data-testid="attention-open">
          {body}
        </Link>
      ) : (
        <span className="follow-row__link">{body}</span>
      )}
      <button
        type="button"
        className={following ? 'follow-toggle follow-toggle--on' : 'follow-toggle'}
        aria-pressed={following}
        disabled={pending}
        onClick={() => void toggle()}
        data-testid="attention-follow"
      >
        {following ? <Check aria-hidden size={14} /> : <Plus aria-hidden size={14} />}
        {following ? t('follows.followingButton') : t('follows.follow')}
      </button>
    </li>
  );
}

function AttentionList({ user }: { user: AttentionList_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AttentionListPaginationQuery, AttentionList_user$key>(
    graphql`
      fragment AttentionList_user on User
      @refetchable(queryName: "AttentionListPaginationQuery")
      @argumentDefinitions(kind: { type: "FollowedKind!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        followed(kind: $kind, first: $count, after: $cursor) @connection(key: "AttentionList_followed", filters: ["kind"]) {
          totalCount
          edges {
            node {
              resourceId
              ...AttentionScreen_resource
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  const connection = data.followed;
  if (connection.edges.length === 0 && !hasNext) return <EmptyState text={t('follows.emptyAttention')} />;
  return (
    <>
      <ul className="follow-list" data-testid="attention-list">
        {connection.edges.map(({ node }) => (
          <AttentionRow key={node.resourceId} resource={node} />
        ))}
      </ul>
      <ListFooter total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

export function AttentionScreen({ kind }: { kind: AttentionKind }) {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<AttentionScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="follows-page" data-testid="attention-page">
      <PageHeader title={t(`follows.kind.${kind}`)} />
      {viewer.user && <AttentionList user={viewer.user} />}
    </div>
  );
}
