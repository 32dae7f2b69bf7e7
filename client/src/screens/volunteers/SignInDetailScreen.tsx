import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin } from 'lucide-react';
import type { SignInDetailScreenQuery } from '../../__generated__/SignInDetailScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { Badge } from './ui';
import { label, timeOfDay } from './labels';

const query = graphql`
  query SignInDetailScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      __typename
      ... on SignIn {
        id
        shiftTitle
        shiftDate
        signedInAt
        signedOutAt
        signInMethod
        signOutMethod
        distanceMetres
        serviceMinutes
        shift {
          title
          date
          startsAt
          endsAt
          address
          team {
            name
            detailPath
          }
        }
      }
    }
  }
`;

/**
 * /sign-in-activity-detail/:id (login): a volunteer's service check-in, opened from the sign-in
 * records (`SignIn.detailPath`): the shift (what, which day, its hours, where), when and how the
 * volunteer checked in and out (the distance from the point when by location), and the service
 * time counted. Only the volunteer's own check-in opens; anyone else's shows "not found".
 */
export function signInDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<SignInDetailScreenQuery> {
  return preloadSignedIn<SignInDetailScreenQuery>(request, query, { id: params.id ?? '' }, { fresh: true });
}

export function SignInDetailScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<SignInDetailScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const title = t('volunteers.checkIn.title');
  const s = data.node?.__typename === 'SignIn' ? data.node : null;
  if (!s) return <NotFoundPage title={title} text={t('volunteers.checkIn.notFound')} />;
  const shift = s.shift;
  return (
    <div className="vol-page" data-testid="sign-in-detail">
      <PageHeader title={title} />
      <section className="detail__card vol-checkin">
        <h2 className="vol-checkin__title" data-testid="sign-in-shift">
          {shift?.title ?? s.shiftTitle}
        </h2>
        <p className="vol-item__meta">
          <Clock size={16} aria-hidden /> {shift?.date ?? s.shiftDate}{' '}
          {shift ? `${timeOfDay(shift.startsAt)}–${timeOfDay(shift.endsAt)}` : ''}
        </p>
        {shift?.address && (
          <p className="vol-item__meta" data-testid="sign-in-address">
            <MapPin size={16} aria-hidden /> {shift.address}
          </p>
        )}
        {shift?.team && (
          <Link className="vol-checkin__team" to={shift.team.detailPath}>
            {shift.team.name}
          </Link>
        )}
      </section>
      <section className="detail__card">
        <dl className="info-rows">
          <InfoRow label={t('volunteers.checkIn.in')} testId="sign-in-in">
            {timeOfDay(s.signedInAt)} <Badge tone="primary">{label(t, 'signMethod', s.signInMethod)}</Badge>
          </InfoRow>
          {s.distanceMetres != null && (
            <InfoRow label={t('volunteers.checkIn.distance')}>{t('volunteers.checkIn.metres', { count: s.distanceMetres })}</InfoRow>
          )}
          <InfoRow label={t('volunteers.checkIn.out')} testId="sign-in-out">
            {s.signedOutAt ? timeOfDay(s.signedOutAt) : t('volunteers.records.notOut')}{' '}
            {s.signOutMethod && <Badge tone="primary">{label(t, 'signMethod', s.signOutMethod)}</Badge>}
          </InfoRow>
          <InfoRow label={t('volunteers.checkIn.counted')} testId="sign-in-minutes">
            {t('volunteers.records.minutes', { count: s.serviceMinutes })}
          </InfoRow>
        </dl>
        {!s.signedOutAt && <p className="muted">{t('volunteers.checkIn.countsAfterOut')}</p>}
      </section>
    </div>
  );
}
