import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyQuestionScreenQuery } from '../../__generated__/MyQuestionScreenQuery.graphql';
import type { MyQuestionScreen_user$key } from '../../__generated__/MyQuestionScreen_user.graphql';
import type { MyQuestionPaginationQuery } from '../../__generated__/MyQuestionPaginationQuery.graphql';
import { isBackForward, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { QuestionnaireCard } from './QuestionnaireCard';
import './questionnaires.css';

const query = graphql`
  query MyQuestionScreenQuery {
    viewer {
      isSignedIn
      user {
        ...MyQuestionScreen_user
      }
    }
  }
`;

/** /my-question (login required): the questionnaires the user answered. */
export function myQuestionLoader({ request }: { request: Request }): PreloadedQuery<MyQuestionScreenQuery> {
  prepareSignedInRequest(request);
  return preload<MyQuestionScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Answered({ user }: { user: MyQuestionScreen_user$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyQuestionPaginationQuery, MyQuestionScreen_user$key>(
    graphql`
      fragment MyQuestionScreen_user on User
      @refetchable(queryName: "MyQuestionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        answeredQuestionnaires(first: $count, after: $cursor) @connection(key: "MyQuestion_answeredQuestionnaires") {
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
    user,
  );
  return (
    <PagedList
      connection={paging.data.answeredQuestionnaires}
      paging={paging}
      failedTestId="answered-failed"
      empty={
        <div className="naire-empty">
          <EmptyState text={t('questionnaires.noneAnswered')} />
          <Link className="btn btn--primary" to="/question-list">
            {t('questionnaires.browse')}
          </Link>
        </div>
      }
      className="naire-list"
      testId="answered-list"
    >
      {(node) => <QuestionnaireCard questionnaire={node} />}
    </PagedList>
  );
}

export function MyQuestionScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<MyQuestionScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="my-question">
      <PageHeader title={t('questionnaires.mine')} />
      {viewer.user ? <Answered user={viewer.user} /> : <EmptyState text={t('questionnaires.signedOut')} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: MyQuestionScreen, loader: myQuestionLoader, skeleton: <ListSkeleton /> };
