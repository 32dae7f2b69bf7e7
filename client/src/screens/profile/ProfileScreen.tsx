import { useRef } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import type { ProfileScreenQuery } from '../../__generated__/ProfileScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { SkeletonBlock, SkeletonRow, SkeletonScreen } from '../../shell/SkeletonParts';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { PageHeader } from '../../widgets/PageHeader';
import { ProfileRow } from './ProfileRow';
import { useAvatarUpload } from './useAvatarUpload';
import './profile.css';

const query = graphql`
  query ProfileScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        nickname
        maskedPhone
        realName
        maskedIdNumber
        avatar {
          url(size: THUMBNAIL)
        }
      }
    }
  }
`;

export function profileLoader({ request }: { request: Request }): PreloadedQuery<ProfileScreenQuery> {
  return preloadSignedIn<ProfileScreenQuery>(request, query, {});
}

/** /user-data: the avatar (tap to change), nickname, phone, real name and ID number (masked), and the way to more. */
function ProfileScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<ProfileScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  const picker = useRef<HTMLInputElement>(null);
  const avatar = useAvatarUpload();
  if (!user) return <EmptyState text={t('profile.loadFailed')} icon="warning" />;

  const identity = user.realName ? [user.realName, user.maskedIdNumber].filter(Boolean).join(' ') : null;
  return (
    <div className="profile-page" data-testid="profile-page">
      <PageHeader title={t('profile.title')} />
      <div className="profile-card">
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void avatar.pick(file);
          }}
        />
        <button
          type="button"
          className="profile-avatar"
          onClick={() => picker.current?.click()}
          disabled={avatar.busy}
          aria-label={t('profile.changeAvatar')}
          data-testid="profile-avatar"
        >
          <span className="profile-row__label">{t('profile.avatar')}</span>
          <span className="profile-avatar__picture">
            {user.avatar ? (
              <Img src={user.avatar.url} alt="" className="profile-avatar__img" eager />
            ) : (
              <span className="profile-avatar__img avatar--letter" aria-hidden>
                {Array.from(user.nickname || '?')[0]}
              </span>
            )}
            <span className="profile-avatar__badge" aria-hidden>
              {avatar.busy ? <Spinner /> : <Camera size={14} strokeWidth={2} />}
            </span>
          </span>
          <span className="chevron chevron--right" aria-hidden />
        </button>
        {avatar.busy && (
          <p className="sr-only" role="status">
            {t('profile.avatarSaving')}
          </p>
        )}
        {avatar.error && (
          <p className="profile-field__error profile-avatar__error" role="alert" data-testid="avatar-error">
            {avatar.error}
          </p>
        )}
        <ProfileRow to="/user-name" label={t('profile.nickname')} value={user.nickname} testId="row-nickname" />
        {user.maskedPhone ? (
          <div className="profile-row" data-testid="row-phone">
            <span className="profile-row__label">{t('profile.phone')}</span>
            <span className="profile-row__value" data-testid="row-phone-value">
              {user.maskedPhone}
            </span>
          </div>
        ) : (
          <ProfileRow to="/bind-phone/0" label={t('profile.phone')} value={t('profile.bindPhone')} testId="row-phone" />
        )}
        <ProfileRow to="/user-id-card" label={t('profile.identity')} value={identity} testId="row-identity" />
      </div>
      <div className="profile-card">
        <Link to="/user-data-more" className="profile-row" data-testid="link-more">
          <span className="profile-row__label">{t('profile.more')}</span>
          <span className="chevron chevron--right" aria-hidden />
        </Link>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonScreen>
      <div className="skeleton-card skeleton-card--column">
        <SkeletonRow count={1} width={56} height={56} radius="50%" />
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonBlock key={i} height={24} />
        ))}
      </div>
    </SkeletonScreen>
  );
}

export const screen = { Component: ProfileScreen, loader: profileLoader, skeleton: <ProfileSkeleton /> };
