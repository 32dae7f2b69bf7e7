import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RegionScreenQuery } from '../../__generated__/RegionScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { charCount, EditorField, EditorForm } from './EditorForm';
import { useProfileSave } from './useProfileSave';
import './profile.css';

const query = graphql`
  query RegionScreenQuery {
    site {
      regions {
        code
        name
        children {
          code
          name
        }
      }
    }
    viewer {
      isSignedIn
      user {
        id
        region {
          code
        }
        address
      }
    }
    inputLimits {
      profileAddressMaxLength
    }
  }
`;

export function regionLoader({ request }: { request: Request }): PreloadedQuery<RegionScreenQuery> {
  return preloadSignedIn<RegionScreenQuery>(request, query, {});
}

/** The fields this editor shows errors under. */
const REGION_FIELDS = ['regionCode', 'address'];

type Districts = NonNullable<RegionScreenQuery['response']['site']['regions']>;

/** The district and town of a stored region code in the site's two-level tree. */
function placeOf(districts: Districts, code: string | null): { district: string; town: string } {
  if (!code) return { district: '', town: '' };
  for (const d of districts) {
    if (d.code === code) return { district: d.code, town: '' };
    if (d.children.some((c) => c.code === code)) return { district: d.code, town: code };
  }
  return { district: '', town: '' };
}

/** /user-add: the home region chosen from the site's region tree (district, then town if wanted) and the address line. */
function RegionScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<RegionScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const districts = data.site.regions ?? [];
  const start = placeOf(districts, data.viewer.user?.region?.code ?? null);
  const [district, setDistrict] = useState(start.district);
  const [town, setTown] = useState(start.town);
  const [address, setAddress] = useState(data.viewer.user?.address ?? '');
  const { save, pending, errorOn } = useProfileSave(REGION_FIELDS);
  const towns = districts.find((d) => d.code === district)?.children ?? [];
  const limit = data.inputLimits.profileAddressMaxLength;

  const regionError = errorOn('regionCode');
  const addressError = errorOn('address');
  return (
    <EditorForm
      title={t('profile.region')}
      testId="profile-edit-region"
      pending={pending}
      onSubmit={() => void save({ regionCode: town || district, address })}
    >
      <EditorField id="regionCode" label={t('profile.district')} error={regionError}>
        <select
          id="profile-regionCode"
          className="profile-field__input"
          value={district}
          onChange={(e) => {
            setDistrict(e.target.value);
            setTown('');
          }}
          aria-invalid={regionError ? true : undefined}
          data-testid="input-district"
        >
          <option value="">{t('profile.chooseDistrict')}</option>
          {districts.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
        </select>
      </EditorField>
      {towns.length > 0 && (
        <EditorField id="town" label={t('profile.town')} error={null}>
          <select
            id="profile-town"
            className="profile-field__input"
            value={town}
            onChange={(e) => setTown(e.target.value)}
            data-testid="input-town"
          >
            <option value="">{t('profile.chooseTown')}</option>
            {towns.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </EditorField>
      )}
      <EditorField id="address" label={t('profile.address')} count={charCount(address)} limit={limit} error={addressError}>
        <textarea
          id="profile-address"
          className="profile-field__input"
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? 'profile-address-error' : undefined}
          data-testid="input-address"
        />
      </EditorField>
    </EditorForm>
  );
}

export const screen = { Component: RegionScreen, loader: regionLoader, skeleton: <FormSkeleton fields={3} /> };
