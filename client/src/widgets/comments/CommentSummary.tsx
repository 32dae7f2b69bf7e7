import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentSummary_summary$key } from '../../__generated__/CommentSummary_summary.graphql';
import { Stars } from './Stars';
import { Content } from '../Content';

/** Average star and tag counts of a resource's comments. */
export function CommentSummary({ summary }: { summary: CommentSummary_summary$key }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const s = useFragment(
    graphql`
      fragment CommentSummary_summary on CommentSummary {
        total
        averageStar
        tagCounts {
          count
          tag {
            id
            name
          }
        }
      }
    `,
    summary,
  );
  if (s.total === 0 && s.tagCounts.length === 0) return null;
  return (
    <div className="comment-summary" data-testid="comment-summary">
      {s.averageStar != null && (
        <div className="comment-summary__score">
          <strong>{s.averageStar.toFixed(1)}</strong>
          <div>
            <Stars value={s.averageStar} />
            <span className="comment-summary__label">{t('comment.average')}</span>
          </div>
        </div>
      )}
      {s.tagCounts.length > 0 && (
        <div className="comment-summary__tags">
          {s.tagCounts.map((c) => (
            <span key={c.tag.id} className="tag-chip tag-chip--static">
              <Content>{c.tag.name}</Content> <b>{c.count}</b>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
