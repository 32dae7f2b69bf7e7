import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Star } from 'lucide-react';
import { currentLanguage } from '../../i18n';
import './volunteers.css';

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1-10 in Chinese numerals (the star rating is shown so). */
export function chineseNumeral(n: number): string {
  return NUMERALS[Math.max(1, Math.min(10, Math.round(n)))] ?? '一';
}

/**
 * A volunteer's star rating, 1 to 10, in Chinese numerals (七星); languages that do not read them
 * also get the figure. Screen readers hear it in the UI language.
 */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const cjk = lang === 'CN' || lang === 'JAPANESE';
  const numeral = chineseNumeral(stars);
  return (
    <span
      className="vol-stars"
      aria-label={t('volunteers.stars', { count: stars })}
      role="img"
      data-testid="star-rating"
      data-stars={stars}
    >
      <Star aria-hidden size={13} fill="currentColor" />
      <span aria-hidden>{cjk ? `${numeral}星` : `${numeral}星 · ${stars}`}</span>
    </span>
  );
}

/** A card section with a title and an optional "more" link. */
export function Section({ title, more, children, testId }: { title: string; more?: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section className="vol-section" data-testid={testId}>
      <header className="vol-section__head">
        <h2 className="vol-section__title">{title}</h2>
        {more && (
          <Link className="vol-section__more" to={more} aria-label={`${t('volunteers.more')}: ${title}`}>
            {t('volunteers.more')}
            <ChevronRight aria-hidden size={14} />
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

/** A status badge (tone: the colour). */
export function Badge({
  tone = 'plain',
  children,
  testId,
}: {
  tone?: 'plain' | 'ok' | 'wait' | 'bad' | 'primary';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`vol-badge vol-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * One labelled form field: the label above the control, the hint and the error under it, tied to
 * the control (`aria-describedby`, `aria-invalid`) through the id `render` gets.
 */
export function Field({
  label,
  error,
  hint,
  render,
  testId,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  testId?: string;
  render(props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'vol-field vol-field--error' : 'vol-field'} data-testid={testId}>
      <label className="vol-field__label" htmlFor={id}>
        {label}
      </label>
      {render({ id, 'aria-invalid': !!error, 'aria-describedby': described })}
      {hint && (
        <p className="vol-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-error" id={errorId} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of choices shown as chips (checkboxes, or radios with `single`), with its legend and error. */
export function ChipGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  single = false,
  error,
  testId,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: readonly T[];
  onChange(next: T[]): void;
  single?: boolean;
  error?: string | null;
  testId?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className={error ? 'vol-field vol-field--error vol-chips' : 'vol-field vol-chips'}
      aria-describedby={error ? `${id}-error` : undefined}
      data-testid={testId}
    >
      <legend className="vol-field__label">{legend}</legend>
      <div className="vol-chips__list">
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <label key={o.value} className={on ? 'vol-chip vol-chip--on' : 'vol-chip'}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={id}
                className="sr-only"
                checked={on}
                aria-invalid={!!error}
                onChange={() => onChange(single ? [o.value] : on ? value.filter((v) => v !== o.value) : [...value, o.value])}
                data-testid={testId ? `${testId}-${o.value}` : undefined}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A row of figures (hours, points, stars) on a hero card. */
export function Figures({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="vol-figures">
      {items.map((i) => (
        <div key={i.label} className="vol-figures__item">
          <dt>{i.label}</dt>
          <dd data-testid={i.testId}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A list row linking somewhere, with an icon. */
export function LinkRow({
  to,
  icon,
  label,
  badge,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  testId?: string;
}) {
  return (
    <Link to={to} className="vol-link-row" data-testid={testId}>
      <span className="vol-link-row__icon" aria-hidden>
        {icon}
      </span>
      <span className="vol-link-row__label">{label}</span>
      {badge}
      <ChevronRight aria-hidden size={16} className="vol-link-row__chevron" />
    </Link>
  );
}

/** Hours with one decimal, in the UI language. */
export function useHours(): (hours: number) => string {
  const { t } = useTranslation();
  return (hours) => t('volunteers.hours', { hours: hours.toFixed(1) });
}

/** Hours as a figure: the number, its unit small beside it (a figure column stays narrow at 320 px). */
export function HoursFigure({ hours }: { hours: number }) {
  const { t } = useTranslation();
  return (
    <>
      {hours.toFixed(1)}
      <small className="vol-figures__unit">{t('volunteers.hoursUnit')}</small>
    </>
  );
}
