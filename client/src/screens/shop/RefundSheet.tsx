import { useState, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../widgets/comments/FormSheet';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { useInputLimits } from '../../shell/inputLimits';

/** Asks why a refund is wanted (1 to `inputLimits.textMaxLength` characters) and applies. */
export function RefundSheet({
  onSubmit,
  pending,
  onClose,
}: {
  onSubmit(reason: string): Promise<string | null>;
  pending: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { textMaxLength } = useInputLimits();
  const [reason, setReason] = useState('');
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('shop.order.reasonRequired'));
      return;
    }
    const failed = await onSubmit(reason.trim());
    if (failed) setError(failed);
    else onClose();
  };
  return (
    <FormSheet
      title={t('shop.order.refund')}
      submitLabel={t('common.confirm')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="refund-sheet"
      submitTestId="refund-submit"
    >
      <CappedTextarea
        value={reason}
        onChange={(text) => {
          setReason(text);
          setError(null);
        }}
        max={textMaxLength}
        rows={4}
        placeholder={t('shop.order.reasonPlaceholder', { max: textMaxLength })}
        testId="refund-reason"
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p className="form-error" role="alert" id={errorId}>
          {error}
        </p>
      )}
    </FormSheet>
  );
}
