import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, IdCard, UserPlus } from 'lucide-react';
import type { AppointmentAddScreenQuery } from '../../../__generated__/AppointmentAddScreenQuery.graphql';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { useRouteQuery } from '../../../shell/loader';
import { preloadSignedIn } from '../../../shell/requireSessionLoader';
import { EmptyState } from '../../../shell/StateViews';
import { Content } from '../../../widgets/Content';
import { PageHeader } from '../../../widgets/PageHeader';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { DraftSummary } from './DraftParts';
import { draftHref, draftOf, toggled } from './draft';
import './combined.css';

const query = graphql`
  query AppointmentAddScreenQuery($input: AppointmentInput!) {
    viewer {
      user {
        contacts(first: 20) {
          edges {
            node {
              id
              name
              maskedCertificateNumber
            }
          }
        }
      }
    }
    appointmentDraft(input: $input) {
      date
      maxVisitors
      ready
      ...DraftParts_draft
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentAddScreenQuery> {
  const d = draftOf(new URL(request.url).searchParams);
  return preloadSignedIn<AppointmentAddScreenQuery>(request, query, {
    input: { date: d.date ?? '', slotIds: [...d.slots], contactIds: [...d.visitors] },
  });
}

/** /appointment-add (signed in): the visitors of a combined appointment, chosen from the user's regular contacts; the graph says what its rules refuse. */
function AppointmentAddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<AppointmentAddScreenQuery>(query);
  const current = draftOf(useSearchParams()[0]);
  const draft = data.appointmentDraft;
  const contacts = data.viewer.user?.contacts?.edges.map((e) => e.node) ?? [];
  const back = draftHref('/appointment-add', current);
  return (
    <div className="ap-page ap-page--bar" data-testid="appointment-add">
      <PageHeader title={t('reservations.combined.addTitle')} />
      {draft.maxVisitors !== null && (
        <p className="ap-hint muted">{t('reservations.combined.maxVisitors', { count: draft.maxVisitors })}</p>
      )}
      <DraftSummary draft={draft} errorsOnly />
      {contacts.length === 0 ? (
        <EmptyState text={t('reservations.combined.noContacts')} />
      ) : (
        <ul className="ap-list" data-testid="visitor-list">
          {contacts.map((c) => {
            const on = current.visitors.includes(c.id);
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={on ? 'ap-person ap-person--on' : 'ap-person'}
                  aria-pressed={on}
                  onClick={() =>
                    navigate(draftHref('/appointment-add', { ...current, visitors: toggled(current.visitors, c.id) }), { replace: true })
                  }
                  data-testid="visitor"
                >
                  <span className="ap-person__check">{on && <Check size={16} aria-hidden />}</span>
                  <span className="ap-person__text">
                    <Content>{c.name}</Content>
                    <span className="muted">
                      <IdCard size={14} aria-hidden /> {c.maskedCertificateNumber}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link className="ap-action" to={`/add-contact?return=${encodeURIComponent(back)}`} data-testid="new-contact">
        <UserPlus size={18} aria-hidden /> {t('reservations.combined.newContact')}
      </Link>
      <footer className="ap-bar">
        <span data-testid="visitor-count">{t('reservations.combined.visitorCount', { count: current.visitors.length })}</span>
        {draft.ready ? (
          <Link className="ap-button" to={draftHref('/appointment-make', current)} data-testid="to-make">
            {t('reservations.combined.next')}
          </Link>
        ) : (
          <span className="ap-button ap-button--off" aria-disabled>
            {t('reservations.combined.next')}
          </span>
        )}
      </footer>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentAddScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} rows={3} />,
};
