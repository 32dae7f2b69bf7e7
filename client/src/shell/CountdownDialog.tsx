import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from './useModalFocus';

/** The refresh button counts down this many seconds before it is enabled. */
const TOO_MANY_COUNTDOWN_SECONDS = 5;

/** The "too many visitors" dialog itself (its code loads the first time it opens: TooManyVisitorsDialog). */
export function CountdownDialog() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(TOO_MANY_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  const ref = useRef<HTMLDivElement>(null);
  // no Escape: the only way on is the refresh, once the countdown allows it
  useModalFocus(ref);
  return (
    <div className="overlay overlay--top" role="presentation">
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="tmv-title"
        aria-describedby="tmv-message"
        data-testid="too-many-visitors"
      >
        <h2 className="dialog__title" id="tmv-title">
          {t('errors.promptTitle')}
        </h2>
        <p className="dialog__message" id="tmv-message">
          {t('errors.tooManyVisitors')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="dialog__btn dialog__btn--primary" disabled={left > 0} onClick={() => window.location.reload()}>
            {left > 0 ? t('common.refreshIn', { seconds: left }) : t('common.refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
