import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RouteNotesQuery } from '../../__generated__/RouteNotesQuery.graphql';
import { sanitizeHtml } from '../../widgets/sanitize';
import { Content } from '../../widgets/Content';

const query = graphql`
  query RouteNotesQuery($id: ID!) {
    node(id: $id) {
      ... on RouteForSale {
        notes {
          reservationNotes
          included
          exclude
          considerations
        }
      }
    }
  }
`;

function Part({ html, label }: { html: string | null | undefined; label: string }) {
  if (!html) return null;
  return (
    <div className="route-notes__part">
      <h4>{label}</h4>
      <Content as="div" className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </div>
  );
}

/**
 * A route's booking notes, fetched when the person opens them (one upstream call per route:
 * the place page does not pay for notes nobody reads).
 */
export function RouteNotes({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<RouteNotesQuery>(query, { id: routeId }, { fetchPolicy: 'store-or-network' });
  const notes = data.node?.notes;
  const empty = !notes || !(notes.reservationNotes || notes.included || notes.exclude || notes.considerations);
  return (
    <div className="route-notes" data-testid="route-notes">
      {empty ? (
        <p className="route-notes__empty">{t('reservations.routes.noNotes')}</p>
      ) : (
        <>
          <Part html={notes.reservationNotes} label={t('reservations.routes.reservationNotes')} />
          <Part html={notes.included} label={t('reservations.routes.included')} />
          <Part html={notes.exclude} label={t('reservations.routes.exclude')} />
          <Part html={notes.considerations} label={t('reservations.routes.considerations')} />
        </>
      )}
    </div>
  );
}
