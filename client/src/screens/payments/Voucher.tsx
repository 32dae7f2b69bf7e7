import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Armchair, Clock, MapPin, Phone, ScrollText, Users } from 'lucide-react';
import type { Voucher_order$key } from '../../__generated__/Voucher_order.graphql';
import { QrCode } from '../../widgets/QrCode';
import { formatPeriod } from '../../widgets/booking/format';
import './payments.css';

/** "1234 5678 9012": a code in groups of four, easier to read out. */
export function groupedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The voucher of a confirmed reservation order: the verification code as a QR code drawn
 * on the device and in digits, whether it can be used, the visitors and the contact, the numbered
 * seats of a seated booking, the time, the
 * place with its address and map link, its phone and the entry notes. Nothing without a code.
 */
export function Voucher({ order }: { order: Voucher_order$key }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment Voucher_order on ReservationOrder {
        status
        assignedSeats {
          row
          number
          zone
        }
        voucher {
          code
          usable
          visitors
          contactName
          contactPhone
          startsAt
          endsAt
          placeName
          address
          mapPath
          phone
          entryNotes
        }
      }
    `,
    order,
  );
  const v = o.voucher;
  if (!v) return null;
  const state = v.usable
    ? t('payments.voucher.usable')
    : o.status === 'COMPLETED' || o.status === 'EXPIRED'
      ? t(`payments.voucher.${o.status}`)
      : null;
  return (
    <section className="detail__card voucher" aria-labelledby="voucher-title" data-testid="voucher" data-usable={v.usable}>
      <h2 id="voucher-title" className="detail__h2 voucher__title">
        {t('payments.voucher.title')}
        {state && <span className={v.usable ? 'voucher__state' : 'voucher__state voucher__state--off'}>{state}</span>}
      </h2>
      <div className={v.usable ? 'voucher__qr' : 'voucher__qr voucher__qr--off'}>
        <QrCode value={v.code} label={t('payments.voucher.qrLabel', { code: v.code })} size={184} testId="voucher-qr" />
      </div>
      <p className="voucher__code">
        <span className="voucher__code-label">{t('payments.voucher.code')}</span>
        <b data-testid="voucher-code">{groupedCode(v.code)}</b>
      </p>
      {v.usable && <p className="voucher__hint">{t('payments.voucher.show')}</p>}
      <dl className="voucher__rows">
        {(v.visitors != null || v.contactName) && (
          <div className="voucher__row">
            <dt>
              <Users size={16} aria-hidden /> {t('payments.voucher.visitors')}
            </dt>
            <dd data-testid="voucher-visitors">
              {v.visitors != null && t('payments.voucher.visitorCount', { count: v.visitors })}
              {v.contactName && (
                <span className="voucher__sub">
                  {t('payments.voucher.contact')}: {v.contactName}
                  {v.contactPhone ? ` ${v.contactPhone}` : ''}
                </span>
              )}
            </dd>
          </div>
        )}
        {o.assignedSeats.length > 0 && (
          <div className="voucher__row">
            <dt>
              <Armchair size={16} aria-hidden /> {t('payments.voucher.seats')}
            </dt>
            <dd data-testid="voucher-seats">
              {o.assignedSeats.map((s) => (
                <span key={`${s.row}-${s.number}`} className="voucher__sub" data-testid="voucher-seat">
                  {t('payments.voucher.seat', { row: s.row, number: s.number })} · {s.zone}
                </span>
              ))}
            </dd>
          </div>
        )}
        {(v.startsAt || v.endsAt) && (
          <div className="voucher__row">
            <dt>
              <Clock size={16} aria-hidden /> {t('payments.voucher.time')}
            </dt>
            <dd data-testid="voucher-time">{formatPeriod(v.startsAt, v.endsAt)}</dd>
          </div>
        )}
        {(v.placeName || v.address) && (
          <div className="voucher__row">
            <dt>
              <MapPin size={16} aria-hidden /> {t('payments.voucher.place')}
            </dt>
            <dd data-testid="voucher-place">
              {v.placeName && <span>{v.placeName}</span>}
              {v.address && <span className="voucher__sub">{v.address}</span>}
              {v.mapPath && (
                <Link to={v.mapPath} className="pill-link voucher__link" data-testid="voucher-map">
                  {t('payments.voucher.map')}
                </Link>
              )}
            </dd>
          </div>
        )}
        {v.phone && (
          <div className="voucher__row">
            <dt>
              <Phone size={16} aria-hidden /> {t('payments.voucher.phone')}
            </dt>
            <dd data-testid="voucher-phone">
              <span>{v.phone}</span>
              <a className="pill-link voucher__link" href={`tel:${v.phone.replace(/[^\d+-]/g, '')}`}>
                {t('payments.voucher.call')}
              </a>
            </dd>
          </div>
        )}
        {v.entryNotes && (
          <div className="voucher__row voucher__row--notes">
            <dt>
              <ScrollText size={16} aria-hidden /> {t('payments.voucher.notes')}
            </dt>
            <dd data-testid="voucher-notes">{v.entryNotes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
