import './heritage.css';
import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clapperboard, Headphones, Newspaper } from 'lucide-react';
import type { IntangibleAttentionScreenQuery } from '../../__generated__/IntangibleAttentionScreenQuery.graphql';
import type { IntangibleAttentionScreen_user$key } from '../../__generated__/IntangibleAttentionScreen_user.graphql';
import type { IntangibleAttentionScreen_update$key } from '../../__generated__/IntangibleAttentionScreen_update.graphql';
import type { IntangibleAttentionPaginationQuery } from '../../__generated__/IntangibleAttentionPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';

const query = graphql`
  query IntangibleAttentionScreenQuery {
    viewer {
      isSignedIn
      user {
        followedInheritors(first: 20) {
          totalCount
          edges {
            node {
              id
              name
              detailPath
              avatar {
                url(size: THUMBNAIL)
                alt
              }
            }
          }
        }
        ...IntangibleAttentionScreen_user
      }
    }
  }
`;

export function intangibleAttentionLoader({ request }: { request: Request }): PreloadedQuery<IntangibleAttentionScreenQuery> {
  return preloadSignedIn<IntangibleAttentionScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

/** One update: who, when, what (a news article or a video / audio), opening it. */
function Update({ update }: { update: IntangibleAttentionScreen_update$key }) {
  const { t, i18n } = useTranslation();
  const u = useFragment(
    graphql`
      fragment IntangibleAttentionScreen_update on HeritageUpdate {
        __typename
        ... on HeritageNews {
          title
          publishedAt
          detailPath
          cover {
            url(size: NEWS_THUMBNAIL)
            alt
          }
          inheritor {
            name
            avatar {
              url(size: THUMBNAIL)
            }
          }
        }
        ... on HeritageMedia {
          mediaKind: kind
          mediaTitle: title
          mediaPublishedAt: publishedAt
          mediaPath: detailPath
          mediaCover: cover {
            url(size: NEWS_THUMBNAIL)
            alt
          }
          mediaInheritor: inheritor {
            name
            avatar {
              url(size: THUMBNAIL)
            }
          }
        }
      }
    `,
    update,
  );
  const view =
    u.__typename === 'HeritageNews'
      ? {
          who: u.inheritor,
          title: u.title,
          when: u.publishedAt,
          to: u.detailPath,
          cover: u.cover,
          what: t('heritage.updateNews'),
          Icon: Newspaper,
        }
      : u.__typename === 'HeritageMedia'
        ? {
            who: u.mediaInheritor,
            title: u.mediaTitle,
            when: u.mediaPublishedAt,
            to: u.mediaPath,
            cover: u.mediaCover,
            what: u.mediaKind === 'AUDIO' ? t('heritage.updateAudio') : t('heritage.updateVideo'),
            Icon: u.mediaKind === 'AUDIO' ? Headphones : Clapperboard,
          }
        : null;
  if (!view) return null;
  const { who, title, when, to, cover, what, Icon } = view;
  return (
    <Link to={to} className="heritage-update" data-testid="heritage-update">
      <div className="heritage-update__head">
        <Img src={who?.avatar?.url} alt="" className="heritage-update__avatar" />
        <span className="heritage-update__who">
          <strong>{who?.name}</strong> {what}
        </span>
        {when && (
          <time className="heritage-update__time" dateTime={when}>
            {formatRelative(when, i18n.language)}
          </time>
        )}
      </div>
      <div className="heritage-update__body">
        <Img src={cover?.url} alt="" className="heritage-update__cover" />
        <span className="heritage-update__title">
          <Icon size={14} aria-hidden /> {title}
        </span>
      </div>
    </Link>
  );
}

function Updates({ user }: { user: IntangibleAttentionScreen_user$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<IntangibleAttentionPaginationQuery, IntangibleAttentionScreen_user$key>(
    graphql`
      fragment IntangibleAttentionScreen_user on User
      @refetchable(queryName: "IntangibleAttentionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        heritageUpdates(first: $count, after: $cursor) @connection(key: "IntangibleAttentionScreen_heritageUpdates") {
          totalCount
          edges {
            cursor
            node {
              ...IntangibleAttentionScreen_update
            }
          }
        }
      }
    `,
    user,
  );
  const connection = data.heritageUpdates
    ? {
        totalCount: data.heritageUpdates.totalCount,
        edges: data.heritageUpdates.edges.map((e) => ({ node: { id: e.cursor, update: e.node } })),
      }
    : null;
  return (
    <PagedList
      connection={connection}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="heritage-updates"
      testId="heritage-updates"
      empty={<EmptyState text={t('heritage.noUpdates')} />}
    >
      {(node) => <Update update={node.update} />}
    </PagedList>
  );
}

/** /intangible-attention (login required) — what the inheritors I follow published. */
export function IntangibleAttentionScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<IntangibleAttentionScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const followed = viewer.user?.followedInheritors?.edges ?? [];
  return (
    <>
      <PageHeader title={t('heritage.attention')} />
      <div className="heritage-page" data-testid="intangible-attention">
        {!viewer.user ? (
          <EmptyState text={t('user.signedOut')} />
        ) : followed.length === 0 ? (
          <div className="heritage-empty">
            <EmptyState text={t('heritage.followNone')} />
            <Link to="/successor-list" className="btn btn--primary">
              {t('heritage.findInheritors')}
            </Link>
          </div>
        ) : (
          <>
            <nav className="heritage-people heritage-people--strip" aria-label={t('heritage.kinds.mine')}>
              {followed.map(({ node: h }) => (
                <Link key={h.id} to={h.detailPath} className="heritage-people__item">
                  <Img src={h.avatar?.url} alt="" className="heritage-people__avatar" />
                  <span className="heritage-people__name">{h.name}</span>
                </Link>
              ))}
            </nav>
            <Updates user={viewer.user} />
          </>
        )}
      </div>
    </>
  );
}
