import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { PenLine } from 'lucide-react';
import type { StoryListScreenQuery } from '../../__generated__/StoryListScreenQuery.graphql';
import type { StoryListScreen_topic$key } from '../../__generated__/StoryListScreen_topic.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { TopicEntries } from './TopicEntries';
import { useWrite } from './useWrite';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

const query = graphql`
  query StoryListScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Topic", upstreamId: $id) {
      __typename
      ...StoryListScreen_topic @alias(as: "topic")
    }
  }
`;

export function storyListLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<StoryListScreenQuery> {
  prepareRequest(request);
  return preload<StoryListScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

function Entries({ topic }: { topic: StoryListScreen_topic$key }) {
  const { t } = useTranslation();
  const write = useWrite();
  const tp = useFragment(
    graphql`
      fragment StoryListScreen_topic on Topic {
        title
        mode
        writePath
        stances {
          side
          name
        }
        ...TopicEntries_topic
      }
    `,
    topic,
  );
  const names = { A: tp.stances.find((s) => s.side === 'A')?.name ?? 'A', B: tp.stances.find((s) => s.side === 'B')?.name ?? 'B' };
  return (
    <>
      <PageHeader title={tp.title} />
      <div data-testid="story-list">
        <TopicEntries topic={tp} pk={tp.mode === 'PK'} stanceNames={names} withOrder />
      </div>
      {tp.writePath && (
        <button type="button" className="write-fab" onClick={() => write(tp.writePath!)} data-testid="story-list-write">
          <PenLine aria-hidden size={18} /> {t('stories.takePart')}
        </button>
      )}
    </>
  );
}

/** /story-list/:id, /all-pk/:id — every entry of a topic as a waterfall (its stances as tabs in a PK debate). */
export function StoryListScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<StoryListScreenQuery>(query);
  if (!node?.topic) return <NotFoundPage title={t('stories.entriesTitle')} text={t('stories.topicNotFound')} />;
  return <Entries topic={node.topic} />;
}
