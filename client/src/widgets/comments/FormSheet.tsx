import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shell/StateViews';
import { useModalFocus } from '../../shell/useModalFocus';

/**
 * A bottom sheet that asks for text (the comment box, a refund reason): Cancel, the title and the
 * submit button (a spinner while `pending`) above `children`. A tap outside closes it.
 * `titleId` names the dialog by its title.
 */
export function FormSheet({
  title,
  titleId,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  testId,
  submitTestId,
  children,
}: {
  title: string;
  titleId?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(): void;
  onClose(): void;
  testId: string;
  submitTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape: onClose });
  return (
    // a tap on the dimmed backdrop closes the sheet; the keyboard closes it with Escape (useModalFocus)
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control, it only catches a tap outside the sheet
    <div className="overlay overlay--sheet" role="presentation" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only keeps a tap inside the sheet from reaching the backdrop */}
      <div
        ref={ref}
        className="sheet comment-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        data-testid={testId}
      >
        <header className="comment-box__head">
          <button type="button" className="comment-box__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <h2 id={titleId} className="comment-box__title">
            {title}
          </h2>
          <button type="button" className="comment-box__post" onClick={onSubmit} disabled={pending} data-testid={submitTestId}>
            {pending ? <Spinner light /> : submitLabel}
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
