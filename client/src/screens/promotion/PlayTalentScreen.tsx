import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PlayTalentScreenQuery } from '../../__generated__/PlayTalentScreenQuery.graphql';
import type { PlayTalentScreen_members$key } from '../../__generated__/PlayTalentScreen_members.graphql';
import type { PlayTalentMembersPaginationQuery } from '../../__generated__/PlayTalentMembersPaginationQuery.graphql';
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

/** A promoter's level: 1 their invitees, 2 their invitees' invitees. */
type Level = 1 | 2;

const query = graphql`
  query PlayTalentScreenQuery($level: Int!) {
    viewer {
      isSignedIn
      user {
        id
        promotion {
          promoter {
            invitationCode
          }
        }
        ...PlayTalentScreen_members @arguments(level: $level)
      }
    }
  }
`;

export function playTalentLoader(level: Level) {
  return ({ request }: { request: Request }): PreloadedQuery<PlayTalentScreenQuery> =>
    preloadSignedIn<PlayTalentScreenQuery>(request, query, { level }, { fresh: !isBackForward() });
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

function MemberList({ list, hasNext, loading }: { list: MemberPage | undefined; hasNext: boolean; loading: boolean }) {
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

function Members({ user }: { user: PlayTalentScreen_members$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlayTalentMembersPaginationQuery, PlayTalentScreen_members$key>(
    graphql`
      fragment PlayTalentScreen_members on User
      @refetchable(queryName: "PlayTalentMembersPaginationQuery")
      @argumentDefinitions(level: { type: "Int!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        promotion {
          promoter {
            members(level: $level, first: $count, after: $cursor) @connection(key: "PlayTalentScreen_members", filters: ["level"]) {
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
  return <MemberList list={data.promotion.promoter?.members} hasNext={hasNext} loading={isLoadingNext} />;
}

/**
 * /play-talent-lv1 and /play-talent-lv2 (login required): the promoter's members of a level
 * (their invitees, or their invitees' invitees), newest first.
 */
export function PlayTalentScreen({ level }: { level: Level }) {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<PlayTalentScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  return (
    <div className="promo-page" data-testid={`promotion-level${level}`}>
      <PageHeader title={t(level === 1 ? 'promotion.level1' : 'promotion.level2')} />
      {!user ? <EmptyState text={t('user.signedOut')} /> : !user.promotion.promoter ? <NotPromoter /> : <Members user={user} />}
    </div>
  );
}
