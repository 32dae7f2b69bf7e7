import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { AddressCard_address$key } from '../../__generated__/AddressCard_address.graphql';

/** One address of the list: receiver, masked phone, the address, its badges and actions. */
export function AddressCard({
  address,
  busy,
  onSetDefault,
  onDelete,
}: {
  address: AddressCard_address$key;
  busy: boolean;
  onSetDefault(id: string): void;
  onDelete(id: string): void;
}) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment AddressCard_address on ShippingAddress {
        id
        receiverName
        maskedPhone
        regionNames
        detail
        postcode
        tag
        isDefault
      }
    `,
    address,
  );
  const tag = a.tag && a.tag !== '%future added value' ? a.tag : null;
  return (
    <li className="address-card" data-testid="address-card" data-default={a.isDefault ? 'true' : 'false'}>
      <div className="address-card__who">
        <span className="address-card__name" data-testid="address-name">
          {a.receiverName}
        </span>
        <span className="address-card__phone">{a.maskedPhone}</span>
        {a.isDefault && (
          <span className="address-badge address-badge--default" data-testid="default-badge">
            {t('addresses.list.default')}
          </span>
        )}
        {tag && <span className="address-badge">{t(`addresses.tag.${tag}`)}</span>}
      </div>
      <p className="address-card__line" data-testid="address-line">
        {a.regionNames.join(' ')} {a.detail}
      </p>
      <div className="address-card__actions">
        {a.isDefault ? (
          <span className="address-card__is-default">{t('addresses.list.default')}</span>
        ) : (
          <button
            type="button"
            className="address-card__action"
            disabled={busy}
            onClick={() => onSetDefault(a.id)}
            data-testid="set-default"
          >
            {t('addresses.list.setDefault')}
          </button>
        )}
        <span className="address-card__spacer" />
        <Link className="address-card__action" to={`/edit-address/${encodeURIComponent(a.id)}`} data-testid="edit-address">
          <Pencil aria-hidden size={15} /> {t('addresses.list.edit')}
        </Link>
        <button type="button" className="address-card__action" disabled={busy} onClick={() => onDelete(a.id)} data-testid="delete-address">
          <Trash2 aria-hidden size={15} /> {t('addresses.list.delete')}
        </button>
      </div>
    </li>
  );
}
