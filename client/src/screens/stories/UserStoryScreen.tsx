import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PenLine, Trash2 } from 'lucide-react';
import type { StoryKind, StoryStatus, UserStoryScreenQuery } from '../../__generated__/UserStoryScreenQuery.graphql';
import type { UserStoryScreen_user$key } from '../../__generated__/UserStoryScreen_user.graphql';
import type { UserStoryPaginationQuery } from '../../__generated__/UserStoryPaginationQuery.graphql';
import type { UserStoryScreen_story$key } from '../../__generated__/UserStoryScreen_story.graphql';
import type { UserStoryScreenDeleteMutation } from '../../__generated__/UserStoryScreenDeleteMutation.graphql';
import { confirmDialog } from '../../env/dialog';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { StatusBadge } from './badges';
import './stories.css';
export { ListSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query UserStoryScreenQuery($status: StoryStatus, $kind: StoryKind) {
    viewer {
      isSignedIn
      user {
        ...UserStoryScreen_user @arguments(status: $status, kind: $kind)
      }
    }
  }
`;

const STATUSES: readonly StoryStatus[] = ['PENDING', 'PUBLISHED', 'REJECTED'];

interface LoaderData {
  status: StoryStatus | null;
  /** Only the user's entries of this kind (`/user-pk`: PK entries); null for all. */
  kind: StoryKind | null;
  ref: PreloadedQuery<UserStoryScreenQuery>;
}

function loaderOf(kind: StoryKind | null) {
  return ({ request }: { request: Request }): LoaderData => {
    const raw = new URL(request.url).searchParams.get('status');
    const status = STATUSES.includes(raw as StoryStatus) ? (raw as StoryStatus) : null;
    return { status, kind, ref: preloadSignedIn<UserStoryScreenQuery>(request, query, { status, kind }, { fresh: true }) };
  };
}

export const userStoryLoader = loaderOf(null);
/** `/user-pk`: the user's entries of PK debates. */
export const userPkLoader = loaderOf('PK_ENTRY');

const deleteMutation = graphql`
  mutation UserStoryScreenDeleteMutation($input: DeleteStoryInput!) {
    deleteStory(input: $input) {
      deletedStoryId @deleteRecord
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function MyStory({ story }: { story: UserStoryScreen_story$key }) {
  const { t, i18n } = useTranslation();
  const s = useFragment(
    graphql`
      fragment UserStoryScreen_story on Story {
        id
        kind
        title
        status
        rejectionReason
        createdAt
        detailPath
        editPath
        cover {
          url(size: SMALL)
          alt
        }
        side
        topic {
          title
          stances {
            side
            name
          }
        }
      }
    `,
    story,
  );
  const [remove, removing] = useGraphMutation<UserStoryScreenDeleteMutation>(deleteMutation);
  const onDelete = async () => {
    const ok = await confirmDialog({ message: t('stories.deleteConfirm', { title: s.title }), confirmText: t('stories.delete') });
    if (!ok) return;
    toastOutcome(await remove({ variables: { input: { storyId: s.id } } }), { message: t('stories.deleted'), type: 'success' });
  };
  return (
    <article className="row-card" data-testid="my-story">
      <Link to={s.detailPath} className="row-card__thumb" tabIndex={-1} aria-hidden>
        <Img src={s.cover?.url} alt="" />
      </Link>
      <div className="row-card__main">
        <Link to={s.detailPath} className="row-card__title" data-testid="my-story-title">
          {s.title}
        </Link>
        <div className="row-card__meta">
          <StatusBadge status={s.status} />
          {s.kind !== '%future added value' && <span className="badge badge--plain">{t(`stories.kind.${s.kind}`)}</span>}
          {s.createdAt && <time dateTime={s.createdAt}>{formatRelative(s.createdAt, i18n.language)}</time>}
        </div>
        {s.kind === 'PK_ENTRY' && s.topic && (
          <p className="row-card__note" data-testid="my-story-debate">
            {t('stories.myStance', { topic: s.topic.title, stance: s.topic.stances.find((x) => x.side === s.side)?.name ?? '' })}
          </p>
        )}
        {s.status === 'REJECTED' && s.rejectionReason && (
          <p className="row-card__reason">{t('stories.rejectedNote', { reason: s.rejectionReason })}</p>
        )}
        <div className="row-card__actions">
          {s.editPath && (
            <Link to={s.editPath} className="link-button" data-testid="my-story-edit">
              <PenLine aria-hidden size={15} /> {t('stories.edit')}
            </Link>
          )}
          <button type="button" className="link-button" onClick={() => void onDelete()} disabled={removing} data-testid="my-story-delete">
            <Trash2 aria-hidden size={15} /> {t('stories.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}

function Stories({ user, empty }: { user: UserStoryScreen_user$key; empty: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserStoryPaginationQuery, UserStoryScreen_user$key>(
    graphql`
      fragment UserStoryScreen_user on User
      @refetchable(queryName: "UserStoryPaginationQuery")
      @argumentDefinitions(
        status: { type: "StoryStatus" }
        kind: { type: "StoryKind" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        stories(status: $status, kind: $kind, first: $count, after: $cursor)
          @connection(key: "UserStoryScreen_stories", filters: ["status", "kind"]) {
          totalCount
          edges {
            node {
              id
              ...UserStoryScreen_story
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.stories) return <PartFailed testId="my-stories-failed" />;
  if (data.stories.edges.length === 0 && !hasNext) return <EmptyState text={empty} />;
  return (
    <>
      <ul className="timeline" data-testid="my-stories">
        {data.stories.edges.map((e) => (
          <li key={e.node.id}>
            <MyStory story={e.node} />
          </li>
        ))}
      </ul>
      <ListFooter total={data.stories.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/**
 * /user-story (login): the user's stories, works, PK entries and strategies in every moderation
 * state; /user-pk (login): only their entries of PK debates, each with its debate and stance. Edit
 * or delete them.
 */
export function UserStoryScreen() {
  const { t } = useTranslation();
  const { status, kind, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<UserStoryScreenQuery>(query, ref);
  useSessionCheck(viewer.isSignedIn);
  const pk = kind === 'PK_ENTRY';
  const title = pk ? t('stories.myPk') : t('stories.myStories');
  const path = pk ? '/user-pk' : '/user-story';
  return (
    <>
      <PageHeader title={title} />
      <nav className="tabs" aria-label={title}>
        {[null, ...STATUSES].map((s) => (
          <Link
            key={s ?? 'ALL'}
            to={s ? `${path}?status=${s}` : path}
            replace
            className={status === s ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={status === s ? 'page' : undefined}
            data-testid={`my-tab-${s ?? 'ALL'}`}
          >
            {s ? t(`stories.status.${s}`) : t('common.all')}
          </Link>
        ))}
      </nav>
      {viewer.user ? (
        <Stories user={viewer.user} empty={pk ? t('stories.myPkEmpty') : t('stories.myStoriesEmpty')} />
      ) : (
        <EmptyState text={t('stories.signedOut')} />
      )}
      {pk && (
        <Link to="/topic-list" className="btn btn--ghost btn--block" data-testid="my-pk-debates">
          {t('stories.allTopics')}
        </Link>
      )}
    </>
  );
}
