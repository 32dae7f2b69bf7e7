import { graphql, useFragment } from 'react-relay';
import type { Waterfall_stories$key } from '../../__generated__/Waterfall_stories.graphql';
import { StoryCard } from './StoryCard';
import './stories.css';

/** The text part of a card, as a share of the column's width (for the column heights). */
const CARD_TEXT = 0.42;

/**
 * The two-column waterfall story list: each card goes to the shorter column, judged
 * from the covers' shapes, so the columns stay level and a card never moves once placed (more
 * pages only add to the end).
 */
export function Waterfall({ stories, testId = 'waterfall' }: { stories: Waterfall_stories$key; testId?: string }) {
  const nodes = useFragment(
    graphql`
      fragment Waterfall_stories on Story @relay(plural: true) {
        id
        cover {
          width
          height
        }
        ...StoryCard_story
      }
    `,
    stories,
  );
  const columns: [(typeof nodes)[number][], (typeof nodes)[number][]] = [[], []];
  const heights = [0, 0];
  for (const node of nodes) {
    const ratio = node.cover?.width && node.cover.height ? node.cover.height / node.cover.width : 1;
    const col = heights[0]! <= heights[1]! ? 0 : 1;
    columns[col].push(node);
    heights[col]! += ratio + CARD_TEXT;
  }
  return (
    <div className="waterfall" data-testid={testId}>
      {columns.map((col, i) => (
        <ul className="waterfall__col" key={i}>
          {col.map((node) => (
            <li key={node.id}>
              <StoryCard story={node} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
