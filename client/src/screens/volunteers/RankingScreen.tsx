import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RankingScreenQuery, VolunteerRankingOrder } from '../../__generated__/RankingScreenQuery.graphql';
import type { RankingScreen_query$key } from '../../__generated__/RankingScreen_query.graphql';
import type { RankingPaginationQuery } from '../../__generated__/RankingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { Img } from '../../widgets/Img';
import { thisMonth } from './labels';
import { StarRating, useHours } from './ui';

const query = graphql`
  query RankingScreenQuery($month: String, $team: ID!, $teamId: ID, $orderBy: VolunteerRankingOrder) {
    team: node(id: $team) {
      ... on VolunteerTeam {
        name
      }
    }
    ...RankingScreen_query @arguments(month: $month, teamId: $teamId, orderBy: $orderBy)
  }
`;

type Scope = 'SITE' | 'MONTH';

export function rankingLoader({ request }: { request: Request }): PreloadedQuery<RankingScreenQuery> {
  const search = prepareRequest(request);
  const scope: Scope = search.get('scope') === 'MONTH' ? 'MONTH' : 'SITE';
  const orderBy: VolunteerRankingOrder = search.get('by') === 'SERVICE_HOURS' ? 'SERVICE_HOURS' : 'POINTS';
  const team = search.get('team') || null;
  return preload<RankingScreenQuery>(
    query,
    { month: scope === 'MONTH' ? thisMonth() : null, team: team ?? '', teamId: team, orderBy },
    { fresh: !isBackForward() },
  );
}

function Entries({ query: ref, byHours }: { query: RankingScreen_query$key; byHours: boolean }) {
  const { t } = useTranslation();
  const hours = useHours();
  const paging = usePaginationFragment<RankingPaginationQuery, RankingScreen_query$key>(
    graphql`
      fragment RankingScreen_query on Query
      @refetchable(queryName: "RankingPaginationQuery")
      @argumentDefinitions(
        month: { type: "String" }
        teamId: { type: "ID" }
        orderBy: { type: "VolunteerRankingOrder" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        volunteerRanking(first: $count, after: $cursor, month: $month, teamId: $teamId, orderBy: $orderBy) @connection(key: "RankingScreen_volunteerRanking") {
          totalCount
          edges {
            node {
              rank
              points
              serviceHours
              volunteer {
                id
                name
                starRating
                detailPath
                photo {
                  url(size: SMALL)
                  alt
                }
              }
            }
          }
        }
      }
    `,
    ref,
  );
  const connection = paging.data.volunteerRanking && {
    totalCount: paging.data.volunteerRanking.totalCount,
    edges: paging.data.volunteerRanking.edges.map((e) => ({ node: { ...e.node, id: e.node.volunteer.id } })),
  };
  return (
    <PagedList
      connection={connection}
      paging={paging}
      pageSize={20}
      failedTestId="ranking-failed"
      className="vol-list"
      testId="ranking-list"
      empty={<EmptyState text={t('volunteers.ranking.empty')} />}
    >
      {(n) => (
        <Link to={n.volunteer.detailPath} className="vol-item" data-testid="ranking-entry">
          <span className={`vol-rank vol-rank--${n.rank}`}>
            <span aria-hidden="true">{n.rank}</span>
            <span className="sr-only">{t('volunteers.ranking.rank', { rank: n.rank })}</span>
          </span>
          <Img src={n.volunteer.photo?.url} alt={n.volunteer.name} className="vol-item__avatar" />
          <span className="vol-item__body">
            <span className="vol-item__title">
              {n.volunteer.name} <StarRating stars={n.volunteer.starRating} />
            </span>
            <span className="vol-item__meta" data-testid="ranking-figure">
              {byHours ? hours(n.serviceHours) : t('volunteers.pointsCount', { count: n.points })}
            </span>
          </span>
        </Link>
      )}
    </PagedList>
  );
}

/** /volunteer-ranking: the ranking by site or a team (`?team=`), all-time or this month, by points or hours. */
export function RankingScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<RankingScreenQuery>(query);
  const [search] = useSearchParams();
  const scope: Scope = search.get('scope') === 'MONTH' ? 'MONTH' : 'SITE';
  const by = search.get('by') === 'SERVICE_HOURS' ? 'SERVICE_HOURS' : 'POINTS';
  const team = search.get('team');
  const link = (next: { scope?: Scope; by?: string }) => {
    const p = new URLSearchParams();
    if ((next.scope ?? scope) === 'MONTH') p.set('scope', 'MONTH');
    if ((next.by ?? by) === 'SERVICE_HOURS') p.set('by', 'SERVICE_HOURS');
    if (team) p.set('team', team);
    const q = p.toString();
    return q ? `/volunteer-ranking?${q}` : '/volunteer-ranking';
  };
  const title = data.team?.name ? t('volunteers.ranking.teamTitle', { team: data.team.name }) : t('volunteers.ranking.title');
  return (
    <div className="vol-page" data-testid="ranking-page">
      <PageHeader title={title} />
      <nav className="tabs vol-tabs" aria-label={title}>
        {(['SITE', 'MONTH'] as const).map((s) => (
          <Link
            key={s}
            to={link({ scope: s })}
            replace
            className={s === scope ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={s === scope ? 'page' : undefined}
          >
            {t(`volunteers.ranking.scope.${s}`)}
          </Link>
        ))}
        {(['POINTS', 'SERVICE_HOURS'] as const).map((b) => (
          <Link
            key={b}
            to={link({ by: b })}
            replace
            className={b === by ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={b === by ? 'true' : undefined}
          >
            {t(`volunteers.ranking.by.${b}`)}
          </Link>
        ))}
      </nav>
      <Entries query={data} byHours={by === 'SERVICE_HOURS'} />
    </div>
  );
}
