import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { Flower2 } from 'lucide-react';
import type { MemorialCard_memorial$key } from '../../__generated__/MemorialCard_memorial.graphql';
import { Img } from '../../widgets/Img';
import { Content, Heading } from '../../widgets/Content';
import { dateFormat, localeOf } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { sanitizeHtml } from '../../widgets/sanitize';

/**
 * A memorial object: its picture, name, years, day of remembrance, summary and tributes; its full
 * story (the object's rich text) opens in the card itself (a memorial has no page of its own).
 */
export function MemorialCard({ memorial }: { memorial: MemorialCard_memorial$key }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const storyId = useId();
  const m = useFragment(
    graphql`
      fragment MemorialCard_memorial on Memorial {
        name
        photo {
          url
        }
        period
        remembranceDay {
          month
          day
        }
        summary
        content
        tributeCount
      }
    `,
    memorial,
  );
  const day = m.remembranceDay
    ? dateFormat(localeOf(currentLanguage()), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2000, m.remembranceDay.month - 1, m.remembranceDay.day),
      )
    : null;
  return (
    <article className="memorial-card" data-testid="memorial-card">
      <Img src={m.photo?.url} alt="" className="memorial-card__photo" />
      <div className="memorial-card__body">
        <Heading className="memorial-card__name">{m.name}</Heading>
        {m.period && <p className="memorial-card__meta">{m.period}</p>}
        {day && (
          <p className="memorial-card__meta" data-testid="memorial-day">
            {t('memorial.day', { date: day })}
          </p>
        )}
        {m.summary && !open && (
          <Content as="p" className="memorial-card__summary">
            {m.summary}
          </Content>
        )}
        {m.content && open && (
          <Content
            as="div"
            id={storyId}
            className="rich-text memorial-card__story"
            data-testid="memorial-story"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.content) }}
          />
        )}
        {m.content && (
          <button
            type="button"
            className="memorial-card__more"
            aria-expanded={open}
            aria-controls={open ? storyId : undefined}
            onClick={() => setOpen((o) => !o)}
            data-testid="memorial-more"
          >
            {open ? t('memorial.less') : t('memorial.more')}
            <ChevronDown aria-hidden size={16} className={open ? 'memorial-card__chevron--open' : undefined} />
          </button>
        )}
        <p className="memorial-card__tributes" data-testid="memorial-tributes">
          <Flower2 aria-hidden size={14} /> {t('memorial.tributes', { count: m.tributeCount })}
        </p>
      </div>
    </article>
  );
}
