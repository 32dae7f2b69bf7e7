import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../widgets/PageHeader';
import { showToast } from '../../env/toast';
import { InfoRow } from '../../widgets/InfoRow';
import { Copy, MapPinOff, Navigation } from 'lucide-react';
import { mapApps } from './mapApps';
import { Content } from '../../widgets/Content';
import { lngLatOf, MapView, type MapPin } from '../../widgets/map';

/** The card below the map, where a tap on the place's marker leads. */
const CARD_ID = 'open-map-card';

/**
 * A location page: the place on the project's map (its own basemap, nothing remote), centred on
 * its one marker; name, address, coordinates; open the place in the phone's map apps (AMap,
 * Baidu, Tencent) or copy the address. A link whose coordinates are not a point on the globe
 * says so where the map would be, and keeps the name and address to copy.
 */
export function OpenMapScreen() {
  const { t } = useTranslation();
  const { lng = '', lat = '', name = '', address = '' } = useParams();
  const at = useMemo(() => lngLatOf(lng, lat), [lng, lat]);
  const valid = at !== null;
  const { longitude, latitude } = at ?? { longitude: 0, latitude: 0 };
  const coords = valid ? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : '';
  const place = name !== '-' ? name : '';
  const where = address !== '-' ? address : '';
  const called = place || where || t('places.map.title');
  const pins = useMemo((): MapPin[] => (at ? [{ id: 'place', name: called, ...at }] : []), [at, called]);
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
        {valid ? (
          <MapView
            pins={pins}
            selected="place"
            onSelect={() => document.getElementById(CARD_ID)?.scrollIntoView({ block: 'nearest' })}
            label={t('places.map.label', { name: called })}
          />
        ) : (
          <p className="open-map__nowhere" data-testid="map-nowhere">
            <MapPinOff aria-hidden size={32} strokeWidth={1.6} />
            {t('places.map.nowhere')}
          </p>
        )}
        <section className="detail__card" id={CARD_ID}>
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
