import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../shell/StateViews';
import { BottomSheet } from '../BottomSheet';

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
  return (
    <BottomSheet className="comment-box" labelledBy={titleId} testId={testId} onClose={onClose}>
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
    </BottomSheet>
  );
}
