import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../widgets/StateViews';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { useInputLimits } from '../../shell/inputLimits';

/** Asks why a refund is wanted (1 to `inputLimits.textMaxLength` characters) and applies. */
export function RefundSheet({ onSubmit, pending, onClose }: { onSubmit(reason: string): Promise<string | null>; pending: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { textMaxLength } = useInputLimits();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('orders.shop.reasonRequired'));
      return;
    }
    const failed = await onSubmit(reason.trim());
    if (failed) setError(failed);
    else onClose();
  };
  return (
    <div className="overlay overlay--sheet" role="presentation" onClick={onClose}>
      <div className="sheet comment-box" role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()} data-testid="refund-sheet">
        <header className="comment-box__head">
          <button type="button" className="comment-box__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <h2 className="comment-box__title">{t('orders.shop.refund')}</h2>
          <button type="button" className="comment-box__post" onClick={() => void submit()} disabled={pending} data-testid="refund-submit">
            {pending ? <Spinner light /> : t('common.confirm')}
          </button>
        </header>
        <CappedTextarea
          value={reason}
          onChange={(text) => {
            setReason(text);
            setError(null);
          }}
          max={textMaxLength}
          rows={4}
          placeholder={t('orders.shop.reasonPlaceholder', { max: textMaxLength })}
          testId="refund-reason"
        />
        {error && <p className="form-error" role="alert">{error}</p>}
      </div>
    </div>
  );
}
