import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NaireListScreenQuery } from '../../__generated__/NaireListScreenQuery.graphql';
import type { NaireListScreen_group$key } from '../../__generated__/NaireListScreen_group.graphql';
import type { NaireListScreen_questionnaires$key } from '../../__generated__/NaireListScreen_questionnaires.graphql';
import type { NaireListPaginationQuery } from '../../__generated__/NaireListPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { LinkTab } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { QuestionnaireCard } from './QuestionnaireCard';
import './questionnaires.css';

const query = graphql`
  query NaireListScreenQuery($id: ID!, $section: ID) {
    node: nodeByUpstreamId(type: "QuestionnaireGroup", upstreamId: $id) {
      ...NaireListScreen_group @alias(as: "group")
      ...NaireListScreen_questionnaires @alias(as: "list") @arguments(section: $section)
    }
  }
`;

interface LoaderData {
  ref: PreloadedQuery<NaireListScreenQuery>;
  id: string;
  section: string | null;
}

/** /naire-list/:id[/:groupCode]: a questionnaire campaign, by section. */
export function naireListLoader({ request, params }: { request: Request; params: { id?: string; groupCode?: string } }): LoaderData {
  prepareRequest(request);
  const id = params.id ?? '';
  const section = params.groupCode ?? null;
  return { ref: preload<NaireListScreenQuery>(query, { id, section }, { fresh: !isBackForward() }), id, section };
}

function List({ data }: { data: NaireListScreen_questionnaires$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<NaireListPaginationQuery, NaireListScreen_questionnaires$key>(
    graphql`
      fragment NaireListScreen_questionnaires on QuestionnaireGroup
      @refetchable(queryName: "NaireListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, section: { type: "ID" }) {
        questionnaires(section: $section, first: $count, after: $cursor) @connection(key: "NaireList_questionnaires", filters: ["section"]) {
          totalCount
          edges {
            node {
              id
              ...QuestionnaireCard_questionnaire
            }
          }
        }
      }
    `,
    data,
  );
  return (
    <PagedList
      connection={paging.data.questionnaires}
      paging={paging}
      failedTestId="questionnaires-failed"
      empty={<EmptyState text={t('questionnaires.none')} />}
      className="naire-list"
      testId="questionnaire-list"
    >
      {(node) => <QuestionnaireCard questionnaire={node} />}
    </PagedList>
  );
}

function Group({
  group,
  list,
  id,
  section,
}: {
  group: NaireListScreen_group$key;
  list: NaireListScreen_questionnaires$key;
  id: string;
  section: string | null;
}) {
  const { t } = useTranslation();
  const g = useFragment(
    graphql`
      fragment NaireListScreen_group on QuestionnaireGroup {
        title
        description
        sections {
          key
          name
        }
      }
    `,
    group,
  );
  return (
    <>
      <PageHeader title={g.title} />
      {g.description && <p className="naire-group-intro">{g.description}</p>}
      {g.sections.length > 0 && (
        <nav className="tabs" aria-label={t('questionnaires.sections')} data-testid="naire-sections">
          <LinkTab to={`/naire-list/${id}`} on={section === null} testId="section-ALL">
            {t('questionnaires.all')}
          </LinkTab>
          {g.sections.map((s) => (
            <LinkTab key={s.key} to={`/naire-list/${id}/${encodeURIComponent(s.key)}`} on={section === s.key} testId={`section-${s.key}`}>
              {s.name}
            </LinkTab>
          ))}
        </nav>
      )}
      <List data={list} />
    </>
  );
}

export function NaireListScreen() {
  const { t } = useTranslation();
  const { ref, id, section } = useLoaderData() as LoaderData;
  const node = usePreloadedQuery<NaireListScreenQuery>(query, ref).node;
  return (
    <div data-testid="naire-list">
      {node?.group && node.list ? (
        <Group group={node.group} list={node.list} id={id} section={section} />
      ) : (
        <NotFoundPage title={t('questionnaires.title')} text={t('questionnaires.groupNotFound')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: NaireListScreen, loader: naireListLoader, skeleton: <ListSkeleton /> };
