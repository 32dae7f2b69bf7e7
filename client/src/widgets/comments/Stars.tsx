import { useTranslation } from 'react-i18next';

/** A read-only star rating (1-5). */
export function Stars({ value, small = false }: { value: number; small?: boolean }) {
  const { t } = useTranslation();
  const full = Math.round(value);
  return (
    <span className={small ? 'stars stars--small' : 'stars'} role="img" aria-label={t('comment.stars', { count: full })} data-star={full}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= full ? 'stars__star stars__star--on' : 'stars__star'} aria-hidden>
          ★
        </span>
      ))}
    </span>
  );
}

/** Choosing a star rating 1-5. */
export function StarInput({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  return (
    <span className="stars stars--input" role="radiogroup" aria-label={t('comment.star')}>
      {[1, 2, 3, 4, 5].map((n) => (
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
          ★
        </button>
      ))}
    </span>
  );
}
