import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Flower2 } from 'lucide-react';
import type { MemorialCard_memorial$key } from '../../__generated__/MemorialCard_memorial.graphql';
import { Img } from '../../widgets/Img';
import { Content, Heading } from '../../widgets/Content';
import { dateFormat, localeOf } from '../../widgets/format';
import { currentLanguage } from '../../i18n';

/** A memorial object: its picture, name, years, day of remembrance, summary and tributes. */
export function MemorialCard({ memorial }: { memorial: MemorialCard_memorial$key }) {
  const { t } = useTranslation();
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
        {m.summary && (
          <Content as="p" className="memorial-card__summary">
            {m.summary}
          </Content>
        )}
        <p className="memorial-card__tributes" data-testid="memorial-tributes">
          <Flower2 aria-hidden size={14} /> {t('memorial.tributes', { count: m.tributeCount })}
        </p>
      </div>
    </article>
  );
}
