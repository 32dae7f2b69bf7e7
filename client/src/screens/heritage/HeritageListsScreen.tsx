import './heritage.css';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { HeritageListsScreenQuery } from '../../__generated__/HeritageListsScreenQuery.graphql';
import type { HeritageListsScreen_projects$key } from '../../__generated__/HeritageListsScreen_projects.graphql';
import type { HeritageListsScreen_inheritors$key } from '../../__generated__/HeritageListsScreen_inheritors.graphql';
import type { HeritageListsScreen_bases$key } from '../../__generated__/HeritageListsScreen_bases.graphql';
import type { HeritageListsProjectsPaginationQuery } from '../../__generated__/HeritageListsProjectsPaginationQuery.graphql';
import type { HeritageListsInheritorsPaginationQuery } from '../../__generated__/HeritageListsInheritorsPaginationQuery.graphql';
import type { HeritageListsBasesPaginationQuery } from '../../__generated__/HeritageListsBasesPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { useInputLimits } from '../../shell/inputLimits';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { HeritageProjectCard } from './HeritageProjectCard';
import { HeritageInheritorCard } from './HeritageInheritorCard';
import { HeritageBaseCard } from './HeritageBaseCard';
import { CATEGORIES, LEVELS, TAB_PATHS, pick, type Category, type HeritageTab, type Level } from './tabs';

const query = graphql`
  query HeritageListsScreenQuery(
    $projects: Boolean!
    $inheritors: Boolean!
    $bases: Boolean!
    $kinds: [HeritageBaseKind!]!
    $level: HeritageLevel
    $category: HeritageCategory
    $keyword: String
  ) {
    heritageTabs
    ...HeritageListsScreen_projects @include(if: $projects) @arguments(level: $level, category: $category, keyword: $keyword) @alias(as: "projects")
    ...HeritageListsScreen_inheritors @include(if: $inheritors) @arguments(level: $level, keyword: $keyword) @alias(as: "inheritors")
    ...HeritageListsScreen_bases @include(if: $bases) @arguments(kinds: $kinds) @alias(as: "bases")
  }
`;

interface LoaderData {
  tab: HeritageTab;
  level: Level | null;
  category: Category | null;
  keyword: string;
  ref: PreloadedQuery<HeritageListsScreenQuery>;
}

/** The loader of one tab's address: its filters come from the address (`level`, `category`, `q`). */
export function heritageListsLoader(tab: HeritageTab) {
  return ({ request }: { request: Request }): LoaderData => {
    const search = prepareRequest(request);
    const level = tab === 'PROJECTS' || tab === 'INHERITORS' ? pick(LEVELS, search.get('level')) : null;
    const category = tab === 'PROJECTS' ? pick(CATEGORIES, search.get('category')) : null;
    const keyword = tab === 'PROJECTS' || tab === 'INHERITORS' ? (search.get('q') ?? '').trim() : '';
    const ref = preload<HeritageListsScreenQuery>(
      query,
      {
        projects: tab === 'PROJECTS',
        inheritors: tab === 'INHERITORS',
        bases: tab === 'EXPERIENCE_BASES' || tab === 'PROTECTION_BASES',
        kinds: tab === 'EXPERIENCE_BASES' ? ['EXPERIENCE'] : ['PROTECTION', 'TEACHING'],
        level,
        category,
        keyword: keyword || null,
      },
      { fresh: !isBackForward() },
    );
    return { tab, level, category, keyword, ref };
  };
}

function ProjectList({ query: ref }: { query: HeritageListsScreen_projects$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<HeritageListsProjectsPaginationQuery, HeritageListsScreen_projects$key>(
    graphql`
      fragment HeritageListsScreen_projects on Query
      @refetchable(queryName: "HeritageListsProjectsPaginationQuery")
      @argumentDefinitions(
        level: { type: "HeritageLevel" }
        category: { type: "HeritageCategory" }
        keyword: { type: "String" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        heritageProjects(level: $level, category: $category, keyword: $keyword, first: $count, after: $cursor) @connection(key: "HeritageListsScreen_heritageProjects") {
          totalCount
          edges {
            node {
              id
              ...HeritageProjectCard_project
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageProjects}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="card-list card-list--page"
      testId="heritage-projects"
      empty={<EmptyState text={t('heritage.noProjects')} icon="search" />}
    >
      {(node) => <HeritageProjectCard project={node} />}
    </PagedList>
  );
}

function InheritorList({ query: ref }: { query: HeritageListsScreen_inheritors$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<HeritageListsInheritorsPaginationQuery, HeritageListsScreen_inheritors$key>(
    graphql`
      fragment HeritageListsScreen_inheritors on Query
      @refetchable(queryName: "HeritageListsInheritorsPaginationQuery")
      @argumentDefinitions(
        level: { type: "HeritageLevel" }
        keyword: { type: "String" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        heritageInheritors(level: $level, keyword: $keyword, first: $count, after: $cursor) @connection(key: "HeritageListsScreen_heritageInheritors") {
          totalCount
          edges {
            node {
              id
              ...HeritageInheritorCard_inheritor
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageInheritors}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="card-list card-list--page"
      testId="heritage-inheritors"
      empty={<EmptyState text={t('heritage.noInheritors')} icon="search" />}
    >
      {(node) => <HeritageInheritorCard inheritor={node} />}
    </PagedList>
  );
}

function BaseList({ query: ref }: { query: HeritageListsScreen_bases$key }) {
  const { data, ...paging } = usePaginationFragment<HeritageListsBasesPaginationQuery, HeritageListsScreen_bases$key>(
    graphql`
      fragment HeritageListsScreen_bases on Query
      @refetchable(queryName: "HeritageListsBasesPaginationQuery")
      @argumentDefinitions(kinds: { type: "[HeritageBaseKind!]!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        heritageBases(kinds: $kinds, first: $count, after: $cursor) @connection(key: "HeritageListsScreen_heritageBases", filters: ["kinds"]) {
          totalCount
          edges {
            node {
              id
              ...HeritageBaseCard_base
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageBases}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="card-list card-list--page"
      testId="heritage-bases"
    >
      {(node) => <HeritageBaseCard base={node} />}
    </PagedList>
  );
}

/** The address of a tab with the given filters (empty ones left out). */
function hrefOf(tab: HeritageTab, filters: { level?: Level | null; category?: Category | null; q?: string }): string {
  const params = new URLSearchParams();
  if (filters.level) params.set('level', filters.level);
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  const qs = params.toString();
  return `${TAB_PATHS[tab]}${qs ? `?${qs}` : ''}`;
}

/** Level chips, the category choice (projects) and the name search of the projects and inheritors tabs. */
function Filters({ tab, level, category, keyword }: Pick<LoaderData, 'tab' | 'level' | 'category' | 'keyword'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limits = useInputLimits();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefOf(tab, { level, category, q: text.trim() }), { replace: true });
  };
  return (
    <div className="heritage-filters">
      <form className="heritage-search" role="search" onSubmit={submit}>
        <label className="sr-only" htmlFor="heritage-q">
          {tab === 'PROJECTS' ? t('heritage.searchProjects') : t('heritage.searchInheritors')}
        </label>
        <input
          id="heritage-q"
          className="heritage-search__input"
          type="search"
          value={text}
          maxLength={limits.searchKeywordMaxLength}
          placeholder={tab === 'PROJECTS' ? t('heritage.searchProjects') : t('heritage.searchInheritors')}
          onChange={(e) => setText(e.target.value)}
          data-testid="heritage-search"
        />
        <button type="submit" className="heritage-search__btn">
          <Search size={18} aria-hidden />
          <span className="sr-only">{t('heritage.search')}</span>
        </button>
      </form>
      <nav className="heritage-chips" aria-label={t('heritage.levelFilter')} data-testid="level-chips">
        {[null, ...LEVELS].map((l) => (
          <Link
            key={l ?? 'all'}
            to={hrefOf(tab, { level: l, category, q: keyword })}
            replace
            className={l === level ? 'chip heritage-chip heritage-chip--on' : 'chip heritage-chip'}
            aria-current={l === level ? 'true' : undefined}
            data-testid={`level-${l ?? 'ALL'}`}
          >
            {l ? t(`heritage.level.${l}`) : t('common.all')}
          </Link>
        ))}
      </nav>
      {tab === 'PROJECTS' && (
        <div className="heritage-select">
          <label htmlFor="heritage-category">{t('heritage.categoryFilter')}</label>
          <select
            id="heritage-category"
            value={category ?? ''}
            onChange={(e) => navigate(hrefOf(tab, { level, category: pick(CATEGORIES, e.target.value), q: keyword }), { replace: true })}
            data-testid="category-select"
          >
            <option value="">{t('common.all')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`heritage.category.${c}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

/**
 * /project-list, /successor-list, /experience-list, /inheritance-list — the four heritage tabs;
 * the site decides which tabs show (the base tabs are hidden on two editions).
 */
export function HeritageListsScreen() {
  const { t } = useTranslation();
  const { tab, level, category, keyword, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<HeritageListsScreenQuery>(query, ref);
  const tabs = data.heritageTabs.filter((x): x is HeritageTab => x in TAB_PATHS);
  return (
    <>
      <PageHeader title={t('heritage.title')} />
      <div className="heritage-lists" data-testid="heritage-lists">
        {tabs.includes(tab) && tabs.length > 1 && (
          <nav className="tabs" aria-label={t('heritage.title')} data-testid="heritage-tabs">
            {tabs.map((x) => (
              <Link
                key={x}
                to={TAB_PATHS[x]}
                replace
                className={x === tab ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
                aria-current={x === tab ? 'page' : undefined}
                data-testid={`tab-${x}`}
              >
                {t(`heritage.tabs.${x}`)}
              </Link>
            ))}
          </nav>
        )}
        {(tab === 'PROJECTS' || tab === 'INHERITORS') && <Filters tab={tab} level={level} category={category} keyword={keyword} />}
        {data.projects && <ProjectList query={data.projects} />}
        {data.inheritors && <InheritorList query={data.inheritors} />}
        {data.bases && <BaseList query={data.bases} />}
      </div>
    </>
  );
}
