import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { DraftParts_draft$key } from '../../../__generated__/DraftParts_draft.graphql';
import { Content } from '../../../widgets/Content';
import { formatDay } from '../../../widgets/format';

/** The draft as every step shows it: the day, the places and slots chosen, the visitors, what the rules refuse. */
export function DraftSummary({ draft, errorsOnly = false }: { draft: DraftParts_draft$key; errorsOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const d = useFragment(
    graphql`
      fragment DraftParts_draft on AppointmentDraft {
        date
        maxVisitors
        ready
        errors {
          code
          field
          message
        }
        choices {
          resource {
            id
            name
          }
          slot {
            id
            startTime
            endTime
          }
        }
        visitors {
          id
          name
        }
      }
    `,
    draft,
  );
  return (
    <>
      {d.errors.length > 0 && (
        <ul className="ap-errors" role="alert" data-testid="draft-errors">
          {d.errors.map((e) => (
            <li key={`${e.code}:${e.field ?? ''}`}>
              <CircleAlert size={16} aria-hidden /> {e.message}
            </li>
          ))}
        </ul>
      )}
      {!errorsOnly && (
        <section className="ap-card" data-testid="draft-summary">
          <p className="ap-card__meta">{formatDay(d.date, i18n.language, { weekday: true })}</p>
          <ul className="ap-rows">
            {d.choices.map((c) => (
              <li key={c.slot.id} data-testid="draft-choice">
                <Content>{c.resource.name}</Content>
                <span className="muted">
                  {c.slot.startTime}-{c.slot.endTime}
                </span>
              </li>
            ))}
          </ul>
          <p className="ap-card__meta muted">
            {t('reservations.combined.visitors')}: {d.visitors.map((v) => v.name).join(', ') || '-'}
          </p>
        </section>
      )}
    </>
  );
}
