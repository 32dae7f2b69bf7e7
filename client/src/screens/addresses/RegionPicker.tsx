import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronRight, MapPin } from 'lucide-react';
import { BottomSheet } from '../../widgets/BottomSheet';

export interface RegionChoice {
  readonly code: string;
  readonly name: string;
}

/** The sheet of the site's regions: the site's region on top, its districts to choose from. */
function RegionSheet({
  regions,
  value,
  within,
  onPick,
  onClose,
}: {
  regions: readonly RegionChoice[];
  value: string;
  within: string | null;
  onPick(code: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet className="region-sheet" labelledBy="region-sheet-title" testId="region-sheet" onClose={onClose}>
      <h2 className="sheet__title" id="region-sheet-title">
        {t('addresses.picker.title')}
      </h2>
      {within && (
        <p className="region-sheet__within">
          <MapPin aria-hidden size={14} /> {within}
        </p>
      )}
      <ul className="region-sheet__list">
        {regions.map((r) => (
          <li key={r.code}>
            <button
              type="button"
              className={r.code === value ? 'sheet__option sheet__option--active' : 'sheet__option'}
              aria-pressed={r.code === value}
              onClick={() => onPick(r.code)}
              data-testid={`region-${r.code}`}
            >
              {r.name}
              {r.code === value && <Check aria-hidden size={18} />}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="sheet__cancel" onClick={onClose}>
        {t('addresses.picker.close')}
      </button>
    </BottomSheet>
  );
}

/**
 * The region field: a button showing the chosen region that opens the sheet of the site's
 * county-level regions (`site.addressRegions`), under the site's own region (`within`).
 */
export function RegionPicker({
  id,
  regions,
  value,
  within,
  onChange,
  invalid,
}: {
  id: string;
  regions: readonly RegionChoice[];
  value: string;
  within: string | null;
  onChange(code: string): void;
  invalid: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = regions.find((r) => r.code === value);
  return (
    <>
      <button
        type="button"
        id={id}
        className="aform__input aform__picker"
        onClick={() => setOpen(true)}
        data-testid="choose-region"
        {...invalid}
      >
        <span className={chosen ? 'aform__picker-value' : 'aform__picker-value aform__picker-value--empty'} data-testid="region-value">
          {chosen ? [within, chosen.name].filter(Boolean).join(' ') : t('addresses.form.regionPlaceholder')}
        </span>
        <ChevronRight aria-hidden size={18} />
      </button>
      {open && (
        <RegionSheet
          regions={regions}
          value={value}
          within={within}
          onPick={(code) => {
            onChange(code);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
