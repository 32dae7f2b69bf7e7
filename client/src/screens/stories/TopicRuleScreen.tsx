import { useMemo } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TopicRuleScreenQuery } from '../../__generated__/TopicRuleScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import { sanitizeHtml } from '../../widgets/sanitize';
import './stories.css';
import { Content } from '../../widgets/Content';
export { DetailSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query TopicRuleScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Topic", upstreamId: $id) {
      ... on Topic {
        title
        rules
      }
    }
  }
`;

export function topicRuleLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TopicRuleScreenQuery> {
  prepareRequest(request);
  return preload<TopicRuleScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

/** /topic-rule/:id — the topic's rules (dates, how to take part, prizes). */
export function TopicRuleScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<TopicRuleScreenQuery>(query);
  const html = useMemo(() => (node?.rules ? sanitizeHtml(node.rules) : ''), [node?.rules]);
  if (!node || node.title === undefined) return <NotFoundPage title={t('stories.rules')} text={t('stories.topicNotFound')} />;
  return (
    <>
      <PageHeader title={t('stories.rules')} />
      <article className="story-page" data-testid="topic-rules">
        <h1 className="story-page__title">{node.title}</h1>
        {html ? (
          <Content as="div" className="rich-text story-page__body" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <EmptyState text={t('common.noData')} />
        )}
      </article>
    </>
  );
}
