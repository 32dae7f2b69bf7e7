import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../widgets/PageHeader';
import { showToast } from '../../shell/toast';
import { InfoRow } from '../../widgets/InfoRow';

/** A location page without map tiles (nothing remote): a drawn pin, coordinates, name, address. */
export function OpenMapScreen() {
  const { t } = useTranslation();
  const { lng = '', lat = '', name = '', address = '' } = useParams();
  const longitude = Number(lng);
  const latitude = Number(lat);
  const valid = Number.isFinite(longitude) && Number.isFinite(latitude);
  const coords = valid ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : '';
  const copy = () => {
    void navigator.clipboard?.writeText(coords).then(
      () => showToast({ message: t('map.copied'), type: 'success' }),
      () => showToast({ message: coords }),
    );
  };
  return (
    <>
      <PageHeader title={t('map.title')} />
      <div className="open-map" data-testid="open-map">
        <div className="open-map__canvas" aria-hidden>
          <svg viewBox="0 0 48 64" width="48" height="64" className="open-map__pin">
            <path d="M24 2C12 2 3 11 3 23c0 16 21 39 21 39s21-23 21-39C45 11 36 2 24 2z" fill="var(--primary)" />
            <circle cx="24" cy="23" r="8" fill="#fff" />
          </svg>
          <span className="open-map__pulse" />
        </div>
        <section className="detail__card">
          <h1 className="detail__name" data-testid="map-name">{name !== '-' ? name : ''}</h1>
          <p className="open-map__address" data-testid="map-address">{address !== '-' ? address : ''}</p>
          <dl className="info-rows">
            <InfoRow label={t('map.longitude')} testId="map-lng">{valid ? longitude.toFixed(5) : '—'}</InfoRow>
            <InfoRow label={t('map.latitude')} testId="map-lat">{valid ? latitude.toFixed(5) : '—'}</InfoRow>
          </dl>
          <p className="open-map__note">{t('map.note')}</p>
          {valid && (
            <button type="button" className="btn btn--primary btn--block" onClick={copy}>
              {t('map.copy')}
            </button>
          )}
        </section>
      </div>
    </>
  );
}
