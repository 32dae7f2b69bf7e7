import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Ticket } from 'lucide-react';
import type { AppointmentSuccessScreenQuery } from '../../../__generated__/AppointmentSuccessScreenQuery.graphql';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { useRouteQuery } from '../../../shell/loader';
import { preloadSignedIn } from '../../../shell/requireSessionLoader';
import { Content } from '../../../widgets/Content';
import { NotFoundPage } from '../../../widgets/NotFoundPage';
import { PageHeader } from '../../../widgets/PageHeader';
import { DetailSkeleton } from '../../../widgets/Skeleton';
import { formatDay } from '../../../widgets/format';
import { CancelAppointment } from './CancelAppointment';
import './combined.css';

const query = graphql`
  query AppointmentSuccessScreenQuery($id: ID!) {
    node(id: $id) {
      ... on Appointment {
        code
        ...CancelAppointment_appointment @alias(as: "cancel")
        date
        visitors {
          name
          maskedCertificateNumber
        }
        vouchers {
          id
          resourceName
          detailPath
        }
      }
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentSuccessScreenQuery> {
  return preloadSignedIn<AppointmentSuccessScreenQuery>(request, query, { id: new URL(request.url).searchParams.get('id') ?? '' });
}

/** /appointment-success?id= (signed in): the appointment made, with a link to each place's voucher, and cancelling it whole. */
function AppointmentSuccessScreen() {
  const { t, i18n } = useTranslation();
  const { node } = useRouteQuery<AppointmentSuccessScreenQuery>(query);
  if (!node?.code)
    return <NotFoundPage title={t('reservations.combined.successTitle')} text={t('reservations.combined.notFound')} icon="empty" />;
  return (
    <div className="ap-page" data-testid="appointment-success">
      <PageHeader title={t('reservations.combined.successTitle')} />
      <section className="ap-card ap-done">
        <CircleCheck size={40} aria-hidden className="ap-done__icon" />
        <p className="ap-done__title">{t('reservations.combined.made')}</p>
        <p className="muted">{formatDay(node.date ?? '', i18n.language, { weekday: true })}</p>
        <p className="muted" data-testid="appointment-code">
          {node.code}
        </p>
        <p className="muted">{node.visitors?.map((v) => `${v.name} ${v.maskedCertificateNumber}`).join(', ')}</p>
      </section>
      <h2 className="ap-heading">{t('reservations.combined.vouchers')}</h2>
      <ul className="ap-list" data-testid="vouchers">
        {node.vouchers?.map((v) => (
          <li key={v.id}>
            <Link className="ap-action" to={v.detailPath} data-testid="appointment-voucher">
              <Ticket size={18} aria-hidden /> <Content>{v.resourceName ?? ''}</Content>
            </Link>
          </li>
        ))}
      </ul>
      {node.cancel && <CancelAppointment appointment={node.cancel} />}
      <Link className="ap-action" to="/appointment-consumption" data-testid="to-consumption">
        {t('reservations.combined.consumptionTitle')}
      </Link>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentSuccessScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
