import { useEffect } from 'react';
import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import { toastStore, type ToastState, type ToastType } from '../env/toast';

const ICONS: Record<ToastType, LucideIcon | null> = { text: null, success: CircleCheck, error: CircleAlert, loading: null };

/** The toast shown (shell/toast.tsx's ToastHost loads it with the first toast): its time runs from here. */
export default function ToastView({ toast }: { toast: ToastState }) {
  const { id, duration } = toast;
  // a toast of duration 0 stays until replaced or the page changes
  useEffect(() => {
    if (duration > 0) return undefined;
    const leave = () => {
      if (toastStore.get()?.id === id) toastStore.set(null);
    };
    window.addEventListener('hashchange', leave);
    return () => window.removeEventListener('hashchange', leave);
  }, [id, duration]);
  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = window.setTimeout(() => {
      if (toastStore.get()?.id === id) toastStore.set(null);
    }, duration);
    return () => window.clearTimeout(timer);
  }, [id, duration]);
  const Icon = ICONS[toast.type];
  return (
    <div className={`toast toast--${toast.position}`} role="status" aria-live="polite" key={toast.id}>
      <div className={`toast__box toast__box--${toast.type}`} data-testid="toast" data-duration={toast.duration}>
        {toast.type === 'loading' && <span className="spinner spinner--light" aria-hidden />}
        {Icon && (
          <span className="toast__icon" aria-hidden>
            <Icon size={28} strokeWidth={1.8} />
          </span>
        )}
        <span className="toast__text">{typeof toast.message === 'function' ? toast.message() : toast.message}</span>
      </div>
    </div>
  );
}
