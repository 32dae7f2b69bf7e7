import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, ClipboardCheck, Layers } from 'lucide-react';
import type { QuestionListScreenQuery } from '../../__generated__/QuestionListScreenQuery.graphql';
import type { QuestionListScreen_query$key } from '../../__generated__/QuestionListScreen_query.graphql';
import type { QuestionListPaginationQuery } from '../../__generated__/QuestionListPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useSession } from '../../session/session';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { QuestionnaireCard } from './QuestionnaireCard';
import './questionnaires.css';

const query = graphql`
  query QuestionListScreenQuery {
    questionnaireGroups {
      id
      upstreamId
      title
      description
    }
    ...QuestionListScreen_query
  }
`;

/** /question-list (QUESTIONNAIRE): the site's questionnaire campaigns and questionnaires. */
export function questionListLoader({ request }: { request: Request }): PreloadedQuery<QuestionListScreenQuery> {
  prepareRequest(request);
  return preload<QuestionListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Questionnaires({ data }: { data: QuestionListScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<QuestionListPaginationQuery, QuestionListScreen_query$key>(
    graphql`
      fragment QuestionListScreen_query on Query
      @refetchable(queryName: "QuestionListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        questionnaires(first: $count, after: $cursor) @connection(key: "QuestionList_questionnaires") {
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

export function QuestionListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<QuestionListScreenQuery>(query);
  const session = useSession();
  return (
    <div data-testid="question-list">
      <PageHeader title={t('questionnaires.title')} />
      {data.questionnaireGroups.length > 0 && (
        <section className="naire-groups" aria-labelledby="naire-groups-title">
          <h2 className="naire-section-title" id="naire-groups-title">
            {t('questionnaires.campaigns')}
          </h2>
          <ul className="naire-groups__list">
            {data.questionnaireGroups.map((g) => (
              <li key={g.id}>
                <Link className="naire-group" to={`/naire-list/${g.upstreamId}`} data-testid="questionnaire-group">
                  <Layers aria-hidden size={22} className="naire-group__icon" />
                  <span className="naire-group__text">
                    <span className="naire-group__title">{g.title}</span>
                    {g.description && <span className="naire-group__desc">{g.description}</span>}
                  </span>
                  <ChevronRight aria-hidden size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {session && (
        <Link className="naire-mine-link" to="/my-question" data-testid="my-questionnaires-link">
          <ClipboardCheck aria-hidden size={18} /> <span>{t('questionnaires.mine')}</span> <ChevronRight aria-hidden size={18} />
        </Link>
      )}
      <Questionnaires data={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: QuestionListScreen, loader: questionListLoader, skeleton: <ListSkeleton /> };
