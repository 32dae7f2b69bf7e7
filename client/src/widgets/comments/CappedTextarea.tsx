import { capText, charCount } from './limits';

/**
 * A text box that caps its input at `max` characters (code points), with the live "n/max" counter
 * under it (the comment box, a room's purpose, a refund reason). `markFull` marks the counter once
 * the text is full.
 */
export function CappedTextarea({
  value,
  onChange,
  max,
  rows,
  placeholder,
  testId,
  ariaLabel,
  counterTestId,
  markFull = false,
  describedBy,
}: {
  value: string;
  /** The new text, already capped. */
  onChange(text: string): void;
  max: number;
  rows: number;
  placeholder: string;
  testId: string;
  ariaLabel?: string;
  counterTestId?: string;
  markFull?: boolean;
  /** The id of an error shown under the box (aria-describedby; the box is then aria-invalid). */
  describedBy?: string;
}) {
  const count = charCount(value);
  return (
    <div className="comment-box__field">
      <textarea
        className="comment-box__text"
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(capText(e.target.value, max))}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        data-testid={testId}
      />
      <span
        className={markFull && count >= max ? 'comment-box__counter comment-box__counter--full' : 'comment-box__counter'}
        data-testid={counterTestId}
      >
        {count}/{max}
      </span>
    </div>
  );
}
