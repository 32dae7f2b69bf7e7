import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProblemDetailScreenQuery } from '../../__generated__/ProblemDetailScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import { sanitizeHtml } from '../../widgets/sanitize';
import './help.css';
import { Content } from '../../widgets/Content';

const query = graphql`
  query ProblemDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "CommonProblem", upstreamId: $id) {
      ... on CommonProblem {
        id
        title
        category
        answer
        updatedAt
      }
    }
  }
`;

/** /problem-detail/:id: one common problem and its answer. */
export function problemDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ProblemDetailScreenQuery> {
  prepareRequest(request);
  return preload<ProblemDetailScreenQuery>(query, { id: params.id ?? '' });
}

export function ProblemDetailScreen() {
  const { t, i18n } = useTranslation();
  const problem = useRouteQuery<ProblemDetailScreenQuery>(query).node;
  if (!problem?.id) return <NotFoundPage title={t('help.problems')} text={t('help.problemNotFound')} />;
  return (
    <div className="help-page" data-testid="problem-detail">
      <PageHeader title={t('help.problems')} />
      <article className="problem-detail">
        {problem.category && <p className="problem-item__category">{problem.category}</p>}
        <h2 className="problem-detail__title">{problem.title}</h2>
        {problem.updatedAt && (
          <p className="problem-detail__date">{t('help.updatedAt', { date: formatDate(problem.updatedAt, i18n.language) })}</p>
        )}
        {problem.answer && (
          <Content
            as="div"
            className="rich-text problem-detail__answer"
            data-testid="problem-answer"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(problem.answer) }}
          />
        )}
      </article>
      <p className="problem-detail__more">
        <Link className="help-link" to="/sc-complain">
          <span>{t('help.stillNeedHelp')}</span>
        </Link>
      </p>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: ProblemDetailScreen, loader: problemDetailLoader, skeleton: <DetailSkeleton /> };
