import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { bookingTexts } from './texts';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';

/** A seats/people stepper from 1 to `max`. */
export function SeatStepper({ value, max, onChange }: { value: number; max: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  return (
    <div className="stepper" data-testid="seat-stepper">
      <button
        type="button"
        className="stepper__btn"
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={value <= 1}
        aria-label={t('orders.form.less')}
        data-testid="seat-minus"
      >
        <Minus aria-hidden size={18} />
      </button>
      <span className="stepper__value" data-testid="seat-value">
        {value}
      </span>
      <button
        type="button"
        className="stepper__btn"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={t('orders.form.more')}
        data-testid="seat-plus"
      >
        <Plus aria-hidden size={18} />
      </button>
    </div>
  );
}
