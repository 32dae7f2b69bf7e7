import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../widgets/PageHeader';
import { showToast } from '../../env/toast';
import { InfoRow } from '../../widgets/InfoRow';
import { Copy, MapPin, Navigation } from 'lucide-react';
import { mapApps } from './mapApps';
import { Content } from '../../widgets/Content';

/**
 * A location page without map tiles (nothing remote): a pin, name, address, coordinates;
 * open the place in the phone's map apps (AMap, Baidu, Tencent) or copy the address.
 */
export function OpenMapScreen() {
  const { t } = useTranslation();
  const { lng = '', lat = '', name = '', address = '' } = useParams();
  const longitude = Number(lng);
  const latitude = Number(lat);
  const valid = Number.isFinite(longitude) && Number.isFinite(latitude);
  const coords = valid ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : '';
  const place = name !== '-' ? name : '';
  const where = address !== '-' ? address : '';
  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => showToast({ message: t('places.map.copied'), type: 'success' }),
      () => showToast({ message: text }),
    );
  };
  const ios = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  const apps = valid ? mapApps({ longitude, latitude, name: place }, ios) : [];
  return (
    <>
      <PageHeader contentHeading title={t('places.map.title')} />
      <div className="open-map" data-testid="open-map">
        <div className="open-map__canvas" aria-hidden>
          <MapPin className="open-map__pin" size={60} strokeWidth={1.4} fill="var(--primary)" color="#fff" />
          <span className="open-map__pulse" />
        </div>
        <section className="detail__card">
          <Content as="h1" className="detail__name" data-testid="map-name">
            {place}
          </Content>
          <p className="open-map__address" data-testid="map-address">
            {where}
          </p>
          <dl className="info-rows">
            <InfoRow label={t('places.map.longitude')} testId="map-lng">
              {valid ? longitude.toFixed(5) : '—'}
            </InfoRow>
            <InfoRow label={t('places.map.latitude')} testId="map-lat">
              {valid ? latitude.toFixed(5) : '—'}
            </InfoRow>
          </dl>
          <p className="open-map__note">{t('places.map.note')}</p>
          {apps.length > 0 && (
            <nav className="map-apps" aria-label={t('places.map.openIn')} data-testid="map-apps">
              {apps.map((app) => (
                <a key={app.key} href={app.href} className="map-apps__app" data-app={app.key}>
                  <Navigation aria-hidden size={18} />
                  <span>{t(`places.map.${app.key}`)}</span>
                </a>
              ))}
            </nav>
          )}
          <div className="open-map__actions">
            {(place || where) && (
              <button
                type="button"
                className="btn btn--primary btn--block"
                onClick={() => copy([place, where].filter(Boolean).join(' '))}
                data-testid="copy-address"
              >
                <Copy aria-hidden size={16} /> {t('places.map.copyAddress')}
              </button>
            )}
            {valid && (
              <button type="button" className="btn btn--ghost btn--block" onClick={() => copy(coords)} data-testid="copy-coords">
                {t('places.map.copy')}
              </button>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
