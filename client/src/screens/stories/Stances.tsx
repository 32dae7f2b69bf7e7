import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { Stances_topic$key } from '../../__generated__/Stances_topic.graphql';

/** The two stances of a PK debate, their entries and their shares as one bar. */
export function Stances({ topic }: { topic: Stances_topic$key }) {
  const { t } = useTranslation();
  const { stances } = useFragment(
    graphql`
      fragment Stances_topic on Topic {
        stances {
          side
          name
          entryCount
          share
        }
      }
    `,
    topic,
  );
  const [a, b] = stances;
  if (!a || !b) return null;
  const percent = Math.round(a.share * 100);
  return (
    <div data-testid="stances">
      <div className="stances">
        <div className="stance stance--a">
          <div className="stance__name">{a.name}</div>
          <div>{t('stories.entries', { count: a.entryCount })}</div>
        </div>
        <div className="stance stance--b">
          <div className="stance__name">{b.name}</div>
          <div>{t('stories.entries', { count: b.entryCount })}</div>
        </div>
      </div>
      <div
        className="stance-bar"
        role="img"
        aria-label={t('stories.shares', {
          a: a.name,
          aPercent: percent,
          b: b.name,
          bPercent: a.entryCount + b.entryCount > 0 ? 100 - percent : 0,
        })}
      >
        <span className="stance-bar__a" style={{ width: `${a.entryCount + b.entryCount > 0 ? percent : 50}%` }} />
        <span className="stance-bar__b" />
      </div>
    </div>
  );
}
