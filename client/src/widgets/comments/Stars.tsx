import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { useInputLimits } from '../../shell/inputLimits';

/** starFrom … starTo. */
function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** A read-only star rating, out of the gateway's highest star (`inputLimits.starMax`). */
export function Stars({ value, small = false }: { value: number; small?: boolean }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const { starMax } = useInputLimits();
  const full = Math.round(value);
  return (
    <span className={small ? 'stars stars--small' : 'stars'} role="img" aria-label={t('comment.stars', { count: full })} data-star={full}>
      {range(1, starMax).map((n) => (
        <Star
          key={n}
          className={n <= full ? 'stars__star stars__star--on' : 'stars__star'}
          aria-hidden
          size={small ? 12 : 16}
          fill="currentColor"
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}

/** Choosing a star rating within the gateway's `inputLimits.starMin` … `starMax`. */
export function StarInput({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const { starMin, starMax } = useInputLimits();
  return (
    <span className="stars stars--input" role="radiogroup" aria-label={t('comment.star')}>
      {range(starMin, starMax).map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('comment.stars', { count: n })}
          className={n <= value ? 'stars__star stars__star--on' : 'stars__star'}
          onClick={() => onChange(n)}
          data-testid={`star-${n}`}
        >
          <Star aria-hidden size={26} fill="currentColor" strokeWidth={1.5} />
        </button>
      ))}
    </span>
  );
}
