import { Suspense, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight, Plus } from 'lucide-react';
import type { DeliveryAddressPicker_order$key } from '../../__generated__/DeliveryAddressPicker_order.graphql';
import type { DeliveryAddressPickerQuery } from '../../__generated__/DeliveryAddressPickerQuery.graphql';
import type { DeliveryAddressPickerMutation } from '../../__generated__/DeliveryAddressPickerMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { Spinner } from '../../shell/StateViews';
import './addresses.css';
import { BottomSheet } from '../../widgets/BottomSheet';

const mutation = graphql`
  mutation DeliveryAddressPickerMutation($input: ChooseShopOrderDeliveryAddressInput!) {
    chooseShopOrderDeliveryAddress(input: $input) {
      order {
        id
        receiver
        address
        ...DeliveryAddressPicker_order
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** The user's addresses to choose from (fresh each time the sheet opens), and the way to add one. */
function AddressChoices({ chosen, orderPath, onPick }: { chosen: string | null; orderPath: string; onPick(id: string): void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<DeliveryAddressPickerQuery>(
    graphql`
      query DeliveryAddressPickerQuery {
        viewer {
          user {
            shippingAddresses {
              nodes {
                id
                receiverName
                maskedPhone
                regionNames
                detail
                isDefault
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const nodes = data.viewer.user?.shippingAddresses.nodes ?? [];
  return (
    <>
      {nodes.length === 0 && <p className="region-sheet__within">{t('addresses.list.empty')}</p>}
      <ul className="region-sheet__list">
        {nodes.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className={a.id === chosen ? 'sheet__option sheet__option--active delivery-choice' : 'sheet__option delivery-choice'}
              aria-pressed={a.id === chosen}
              onClick={() => onPick(a.id)}
              data-testid="delivery-choice"
            >
              <span className="delivery-choice__text">
                <b>
                  {a.receiverName} {a.maskedPhone}
                </b>
                {a.isDefault && <span className="address-badge address-badge--default">{t('addresses.list.default')}</span>}
                <span className="delivery-choice__line">
                  {a.regionNames.join(' ')} {a.detail}
                </span>
              </span>
              {a.id === chosen && <Check aria-hidden size={18} />}
            </button>
          </li>
        ))}
      </ul>
      <Link
        className="sheet__option delivery-add"
        to={`/add-address?return=${encodeURIComponent(orderPath)}`}
        data-testid="delivery-add-address"
      >
        <span>
          <Plus aria-hidden size={16} /> {t('addresses.list.add')}
        </span>
      </Link>
    </>
  );
}

/**
 * A goods order's "delivery address" row: the address it goes to, and, while it has not shipped,
 * a sheet of the user's addresses to choose from (with "add an address").
 */
export function DeliveryAddressPicker({ order, orderPath }: { order: DeliveryAddressPicker_order$key; orderPath: string }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment DeliveryAddressPicker_order on ShopOrder {
        id
        canChooseDeliveryAddress
        deliveryAddress {
          id
          receiverName
          regionNames
          detail
        }
      }
    `,
    order,
  );
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [choose, choosing] = useGraphMutation<DeliveryAddressPickerMutation>(mutation);
  if (!o.canChooseDeliveryAddress) return null;
  const pick = async (addressId: string) => {
    const payload = await choose({ variables: { input: { orderId: o.id, addressId } } });
    if (toastOutcome(payload, { message: t('addresses.form.saved') })) setOpen(false);
  };
  const a = o.deliveryAddress;
  return (
    <>
      <button type="button" className="delivery-row" onClick={() => setOpen(true)} data-testid="delivery-address">
        <span className="delivery-row__label">{t('addresses.delivery.title')}</span>
        <span className="delivery-row__value" data-testid="delivery-address-value">
          {a ? `${a.receiverName} ${a.regionNames.join(' ')} ${a.detail}` : t('addresses.delivery.choose')}
        </span>
        <ChevronRight aria-hidden size={18} />
      </button>
      {open && (
        <DeliverySheet sheetRef={ref} onClose={() => setOpen(false)} busy={choosing}>
          <Suspense fallback={<Spinner />}>
            <AddressChoices chosen={a?.id ?? null} orderPath={orderPath} onPick={(id) => void pick(id)} />
          </Suspense>
        </DeliverySheet>
      )}
    </>
  );
}

function DeliverySheet({
  sheetRef,
  onClose,
  busy,
  children,
}: {
  sheetRef: React.RefObject<HTMLDivElement | null>;
  onClose(): void;
  busy: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      className="region-sheet"
      labelledBy="delivery-sheet-title"
      busy={busy}
      testId="delivery-sheet"
      sheetRef={sheetRef}
      onClose={onClose}
    >
      <h2 className="sheet__title" id="delivery-sheet-title">
        {t('addresses.delivery.title')}
      </h2>
      {children}
      <button type="button" className="sheet__cancel" onClick={onClose}>
        {t('addresses.picker.close')}
      </button>
    </BottomSheet>
  );
}
