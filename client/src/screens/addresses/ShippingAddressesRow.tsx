import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPinned } from 'lucide-react';
import { ensureFamilyTexts } from '../../i18n';
import { requireLogin } from '../../session/loginGate';
import { addressTexts } from './texts';

/**
 * The personal centre's row to the shipping addresses (behind the login gate), in the centre's
 * menu-row look; its label comes with the family's texts, fetched when the row first shows.
 */
export function ShippingAddressesRow() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the family's texts are fetched again when the language changes
  useEffect(() => {
    let live = true;
    void ensureFamilyTexts(addressTexts).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  const open = () => {
    void requireLogin('/shipping-address').then((ok) => {
      if (ok) navigate('/shipping-address');
    });
  };
  return (
    <button type="button" className="menu-row" onClick={open} data-testid="link-addresses">
      <span className="menu-row__icon" aria-hidden>
        <MapPinned size={20} strokeWidth={1.8} />
      </span>
      <span className="menu-row__label">{ready ? t('addresses.entry') : ''}</span>
      <span className="chevron chevron--right" aria-hidden />
    </button>
  );
}
