import { useState } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus, Search } from 'lucide-react';
import type { TeamListScreenQuery, VolunteerTeamKind } from '../../__generated__/TeamListScreenQuery.graphql';
import type { TeamListScreen_query$key } from '../../__generated__/TeamListScreen_query.graphql';
import type { TeamListPaginationQuery } from '../../__generated__/TeamListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { TeamCard } from './cards';

const query = graphql`
  query TeamListScreenQuery($kind: VolunteerTeamKind, $keyword: String) {
    ...TeamListScreen_query @arguments(kind: $kind, keyword: $keyword)
  }
`;

function listLoader(kind: VolunteerTeamKind) {
  return ({ request }: { request: Request }): PreloadedQuery<TeamListScreenQuery> => {
    const search = prepareRequest(request);
    return preload<TeamListScreenQuery>(query, { kind, keyword: search.get('keyword') || null }, { fresh: !isBackForward() });
  };
}

/** The loader of /team-list (volunteer teams). */
export const teamListLoader = listLoader('TEAM');
/** The loader of /join-group (community groups, menu COMMUNITY). */
export const groupListLoader = listLoader('COMMUNITY_GROUP');

function Teams({ query: ref, empty }: { query: TeamListScreen_query$key; empty: string }) {
  const paging = usePaginationFragment<TeamListPaginationQuery, TeamListScreen_query$key>(
    graphql`
      fragment TeamListScreen_query on Query
      @refetchable(queryName: "TeamListPaginationQuery")
      @argumentDefinitions(kind: { type: "VolunteerTeamKind" }, keyword: { type: "String" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        volunteerTeams(first: $count, after: $cursor, kind: $kind, keyword: $keyword) @connection(key: "TeamListScreen_volunteerTeams") {
          totalCount
          edges {
            node {
              id
              ...cards_team
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={paging.data.volunteerTeams}
      paging={paging}
      failedTestId="teams-failed"
      className="vol-list"
      testId="team-list"
      empty={<EmptyState text={empty} />}
    >
      {(node) => <TeamCard team={node} />}
    </PagedList>
  );
}

/** /team-list: approved volunteer teams, with a name search. */
export function TeamListScreen() {
  return <TeamsPage kind="TEAM" />;
}

/** /join-group (menu COMMUNITY): approved community groups, with a name search. */
export function GroupListScreen() {
  return <TeamsPage kind="COMMUNITY_GROUP" />;
}

function TeamsPage({ kind }: { kind: VolunteerTeamKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamListScreenQuery>(query);
  const [search] = useSearchParams();
  const [keyword, setKeyword] = useState(search.get('keyword') ?? '');
  const group = kind === 'COMMUNITY_GROUP';
  const base = group ? '/join-group' : '/team-list';
  return (
    <div className="vol-page" data-testid={group ? 'group-list-page' : 'team-list-page'}>
      <PageHeader
        title={group ? t('volunteers.team.groupsTitle') : t('volunteers.team.listTitle')}
        right={
          <Link
            to={group ? '/team-created?kind=group' : '/team-created'}
            className="vol-icon-btn"
            aria-label={group ? t('volunteers.team.createGroup') : t('volunteers.team.create')}
          >
            <Plus aria-hidden size={22} />
          </Link>
        }
      />
      <form
        className="vol-card vol-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(keyword.trim() ? `${base}?keyword=${encodeURIComponent(keyword.trim())}` : base, { replace: true });
        }}
      >
        <input
          className="vol-input"
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('volunteers.team.search')}
          placeholder={t('volunteers.team.search')}
        />
        <button type="submit" className="vol-btn">
          <Search aria-hidden size={16} />
          {t('volunteers.search')}
        </button>
      </form>
      <Teams query={data} empty={group ? t('volunteers.team.noGroups') : t('volunteers.team.none')} />
    </div>
  );
}
