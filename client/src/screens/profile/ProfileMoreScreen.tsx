import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ProfileMoreScreenQuery } from '../../__generated__/ProfileMoreScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { ProfileRow } from './ProfileRow';
import './profile.css';

const query = graphql`
  query ProfileMoreScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        signature
        email
        schoolName
        companyName
        region {
          id
          name
        }
        address
      }
    }
  }
`;

export function profileMoreLoader({ request }: { request: Request }): PreloadedQuery<ProfileMoreScreenQuery> {
  return preloadSignedIn<ProfileMoreScreenQuery>(request, query, {});
}

/** /user-data-more: signature, email, school, company, the home region and address, each opening its editor. */
function ProfileMoreScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<ProfileMoreScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  if (!user) return <EmptyState text={t('profile.loadFailed')} icon="warning" />;
  const place = [user.region?.name, user.address].filter(Boolean).join(' ');
  return (
    <div className="profile-page" data-testid="profile-more">
      <PageHeader title={t('profile.moreTitle')} />
      <div className="profile-card">
        <ProfileRow to="/user-signature" label={t('profile.signature')} value={user.signature} testId="row-signature" />
        <ProfileRow to="/user-email" label={t('profile.email')} value={user.email} testId="row-email" />
        <ProfileRow to="/user-school-name" label={t('profile.schoolName')} value={user.schoolName} testId="row-school" />
        <ProfileRow to="/user-company-name" label={t('profile.companyName')} value={user.companyName} testId="row-company" />
        <ProfileRow to="/user-add" label={t('profile.region')} value={place} testId="row-region" />
      </div>
    </div>
  );
}

export const screen = { Component: ProfileMoreScreen, loader: profileMoreLoader, skeleton: <FormSkeleton fields={5} /> };
