import { useContext, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationDays_reservation$key } from '../../__generated__/ReservationDays_reservation.graphql';
import { requireLogin } from '../../session/loginGate';
import { SiteContext } from '../../shell/SiteContext';
import { PartFailed } from '../../shell/StateViews';
import { shortDay } from '../../widgets/booking/format';
import { openExternal } from '../../shell/openExternal';
import { useModalFocus } from '../../shell/useModalFocus';
import { Content } from '../../widgets/Content';
import { copyWithToast } from '../../env/clipboard';

/** The QR code of a custom reservation day, with the long-press hint to save it. */
function QrDialog({ src, onClose }: { src: string; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape: onClose });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control, it only catches a tap outside the sheet; Escape closes it (useModalFocus)
    <div className="overlay" role="presentation" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only keeps a tap inside from reaching the backdrop */}
      <div
        ref={ref}
        className="dialog qr-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="qr-dialog-title"
        onClick={(e) => e.stopPropagation()}
        data-testid="qr-dialog"
      >
        <h2 className="dialog__title" id="qr-dialog-title">
          {t('reservations.reserve.qrTitle')}
        </h2>
        <img className="qr-dialog__img" src={src} alt={t('reservations.reserve.qrTitle')} />
        <p className="dialog__message">{t('reservations.reserve.qrHint')}</p>
        <div className="dialog__actions">
          <button type="button" className="dialog__btn dialog__btn--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The reservation date query widget: the days of the reservation window as the gateway states them. Platform days
 * open the order page (after the login gate when the resource needs it); custom days open their
 * link or QR code; days that are not bookable are disabled with their state.
 */
export function ReservationDays({ reservation }: { reservation: ReservationDays_reservation$key }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useContext(SiteContext);
  const [qr, setQr] = useState<string | null>(null);
  const r = useFragment(
    graphql`
      fragment ReservationDays_reservation on Reservation {
        mode
        needLogin
        externalUrl
        officialName
        officialUrl
        days {
          date
          weekday
          remaining
          state
          bookable
          link
          linkType
          orderPath
        }
      }
    `,
    reservation,
  );
  if (r.mode === 'NONE')
    return (
      <p className="muted" data-testid="reserve-none">
        {t('reservations.reserve.none')}
      </p>
    );
  const pick = async (d: NonNullable<typeof r.days>[number]) => {
    if (!d.bookable) return;
    if (r.mode === 'CUSTOM') {
      if (!d.link) return;
      if (d.linkType === 'QR_CODE') setQr(d.link);
      else await openExternal(d.link, site.name);
      return;
    }
    if (!d.orderPath) return;
    if (r.needLogin && !(await requireLogin(d.orderPath))) return;
    navigate(d.orderPath);
  };
  return (
    <div className="reserve" data-testid="reservation" data-mode={r.mode}>
      {r.mode === 'THIRD_PARTY' ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => void openExternal(r.externalUrl, site.name)}
          data-testid="reserve-external"
        >
          {t('reservations.reserve.external')}
        </button>
      ) : r.days == null ? (
        <PartFailed testId="reserve-days-failed" />
      ) : (
        <div className="reserve-days" role="list">
          {r.days.map((d) => (
            <div key={d.date} role="listitem" className="reserve-days__item">
              <button
                type="button"
                className={d.bookable ? 'reserve-day' : 'reserve-day reserve-day--off'}
                disabled={!d.bookable}
                onClick={() => void pick(d)}
                data-testid="reserve-day"
                data-date={d.date}
                data-state={d.state}
              >
                <span className="reserve-day__week">{t(`orders.weekdayShort.${d.weekday}`)}</span>
                <span className="reserve-day__date">{shortDay(d.date)}</span>
                <span className="reserve-day__state" data-testid="reserve-day-state">
                  {d.state === 'AVAILABLE'
                    ? d.remaining != null
                      ? t('reservations.reserve.left', { count: d.remaining })
                      : t('reservations.dayState.AVAILABLE')
                    : t(`reservations.dayState.${d.state}`)}
                </span>
              </button>
            </div>
          ))}
        </div>
      )}
      {(r.officialName || r.officialUrl) && (
        <div className="official" data-testid="official">
          {r.officialName && (
            <div className="official__row">
              <span className="muted">{t('reservations.reserve.official')}</span>
              <Content as="b">{r.officialName}</Content>
              <button
                type="button"
                className="pill-link"
                onClick={() =>
                  void copyWithToast(r.officialName ?? '', t('reservations.reserve.copied'), t('reservations.reserve.copyFailed'))
                }
              >
                {t('reservations.reserve.copy')}
              </button>
            </div>
          )}
          {r.officialUrl && (
            <div className="official__row">
              <span className="muted">{t('reservations.reserve.website')}</span>
              <button type="button" className="pill-link" onClick={() => void openExternal(r.officialUrl, site.name)}>
                {t('reservations.reserve.visit')}
              </button>
            </div>
          )}
        </div>
      )}
      {qr && <QrDialog src={qr} onClose={() => setQr(null)} />}
    </div>
  );
}
