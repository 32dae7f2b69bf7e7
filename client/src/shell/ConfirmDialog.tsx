import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { useModalFocus } from './useModalFocus';
import type { DialogState } from '../env/dialog';

/** The confirm dialog itself (its code loads the first time one opens: ConfirmDialogHost). */
export function ConfirmDialog({ state, close }: { state: DialogState; close(ok: boolean): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  // focus on the confirm button; Escape cancels (an alert: confirms); focus returns on close
  useModalFocus(ref, { initial: primary, onEscape: () => close(!!state.alert) });
  return (
    <div className="overlay" role="presentation">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal (the rule cannot read a role chosen at run time) */}
      <div
        ref={ref}
        className="dialog"
        role={state.alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={state.title ? 'confirm-title' : undefined}
        aria-describedby="confirm-message"
      >
        {state.title && (
          <h2 className="dialog__title" id="confirm-title">
            {state.title}
          </h2>
        )}
        <p className="dialog__message" id="confirm-message">
          {state.message}
        </p>
        <div className="dialog__actions">
          {!state.alert && (
            <button type="button" className="dialog__btn" onClick={() => close(false)}>
              {state.cancelText ?? t('common.cancel')}
            </button>
          )}
          <button ref={primary} type="button" className="dialog__btn dialog__btn--primary" onClick={() => close(true)}>
            {state.confirmText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
