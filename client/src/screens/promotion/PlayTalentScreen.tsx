import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PlayTalentScreenLevel1Query } from '../../__generated__/PlayTalentScreenLevel1Query.graphql';
import type { PlayTalentScreenLevel2Query } from '../../__generated__/PlayTalentScreenLevel2Query.graphql';
import type { PlayTalentScreen_level1$key } from '../../__generated__/PlayTalentScreen_level1.graphql';
import type { PlayTalentScreen_level2$key } from '../../__generated__/PlayTalentScreen_level2.graphql';
import type { PlayTalentLevel1PaginationQuery } from '../../__generated__/PlayTalentLevel1PaginationQuery.graphql';
import type { PlayTalentLevel2PaginationQuery } from '../../__generated__/PlayTalentLevel2PaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { NotPromoter } from './NotPromoter';
import './promotion.css';

const level1Query = graphql`
  query PlayTalentScreenLevel1Query {
    viewer {
      isSignedIn
      user {
        id
        promotion {
          promoter {
            level1Count
          }
        }
        ...PlayTalentScreen_level1
      }
    }
  }
`;

const level2Query = graphql`
  query PlayTalentScreenLevel2Query {
    viewer {
      isSignedIn
      user {
        id
        promotion {
          promoter {
            level2Count
          }
        }
        ...PlayTalentScreen_level2
      }
    }
  }
`;

export function playTalentLoader(level: 1 | 2) {
  return ({ request }: { request: Request }): PreloadedQuery<PlayTalentScreenLevel1Query> | PreloadedQuery<PlayTalentScreenLevel2Query> =>
    level === 1
      ? preloadSignedIn<PlayTalentScreenLevel1Query>(request, level1Query, {}, { fresh: !isBackForward() })
      : preloadSignedIn<PlayTalentScreenLevel2Query>(request, level2Query, {}, { fresh: !isBackForward() });
}

/** A member list's shape while it loads. */
export function PlayTalentSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="promo-member promo-member--skeleton">
          <SkeletonBlock width={40} height={40} radius={20} />
          <SkeletonBlock width="50%" height={16} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

interface MemberNode {
  readonly key: string;
  readonly maskedPhone: string;
  readonly nickname: string;
  readonly joinedAt: string | null | undefined;
  readonly earned: string;
  readonly avatar: { readonly url: string; readonly alt: string } | null | undefined;
}

interface MemberPage {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: MemberNode }>;
}

function Members({ list, hasNext, loading }: { list: MemberPage | undefined; hasNext: boolean; loading: boolean }) {
  const { t } = useTranslation();
  if (!list) return <NotPromoter />;
  if (list.edges.length === 0 && !hasNext) return <EmptyState text={t('promotion.noMembers')} />;
  return (
    <>
      <ul className="promo-list" data-testid="promotion-members">
        {list.edges.map(({ node }) => (
          <li key={node.key} className="promo-member" data-testid="promotion-member">
            <Img src={node.avatar?.url} alt={node.avatar?.alt ?? node.nickname} className="promo-member__avatar" />
            <div className="promo-member__body">
              <div className="promo-member__name" data-testid="promotion-member-name">
                {node.nickname}
              </div>
              <div className="muted promo-member__meta" data-testid="promotion-member-phone">
                {node.maskedPhone}
              </div>
              <div className="muted promo-member__meta">{t('promotion.joinedAt', { date: node.joinedAt ?? '' })}</div>
            </div>
            <span className="promo-member__earned" data-testid="promotion-member-earned">
              {t('promotion.earned', { amount: node.earned })}
            </span>
          </li>
        ))}
      </ul>
      <ListFooter total={list.totalCount} hasNext={hasNext} loading={loading} />
    </>
  );
}

function Level1({ user }: { user: PlayTalentScreen_level1$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlayTalentLevel1PaginationQuery, PlayTalentScreen_level1$key>(
    graphql`
      fragment PlayTalentScreen_level1 on User
      @refetchable(queryName: "PlayTalentLevel1PaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        promotion {
          promoter {
            level1Members(first: $count, after: $cursor) @connection(key: "PlayTalentScreen_level1Members") {
              totalCount
              edges {
                node {
                  key
                  maskedPhone
                  nickname
                  joinedAt
                  earned
                  avatar {
                    url
                    alt
                  }
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
  return <Members list={data.promotion.promoter?.level1Members} hasNext={hasNext} loading={isLoadingNext} />;
}

function Level2({ user }: { user: PlayTalentScreen_level2$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlayTalentLevel2PaginationQuery, PlayTalentScreen_level2$key>(
    graphql`
      fragment PlayTalentScreen_level2 on User
      @refetchable(queryName: "PlayTalentLevel2PaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        promotion {
          promoter {
            level2Members(first: $count, after: $cursor) @connection(key: "PlayTalentScreen_level2Members") {
              totalCount
              edges {
                node {
                  key
                  maskedPhone
                  nickname
                  joinedAt
                  earned
                  avatar {
                    url
                    alt
                  }
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
  return <Members list={data.promotion.promoter?.level2Members} hasNext={hasNext} loading={isLoadingNext} />;
}

/** /play-talent-lv1 (login required): the promoter's level-1 members (their invitees), newest first. */
function Level1Screen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<PlayTalentScreenLevel1Query>(level1Query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  return (
    <div className="promo-page" data-testid="promotion-level1">
      <PageHeader title={t('promotion.level1')} />
      {!user ? <EmptyState text={t('user.signedOut')} /> : !user.promotion.promoter ? <NotPromoter /> : <Level1 user={user} />}
    </div>
  );
}

/** /play-talent-lv2 (login required): the promoter's level-2 members (their invitees' invitees), newest first. */
function Level2Screen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<PlayTalentScreenLevel2Query>(level2Query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  return (
    <div className="promo-page" data-testid="promotion-level2">
      <PageHeader title={t('promotion.level2')} />
      {!user ? <EmptyState text={t('user.signedOut')} /> : !user.promotion.promoter ? <NotPromoter /> : <Level2 user={user} />}
    </div>
  );
}

/** The member list of a level. */
export function PlayTalentScreen({ level }: { level: 1 | 2 }) {
  return level === 1 ? <Level1Screen /> : <Level2Screen />;
}
