import { useEffect } from 'react';
import { createStore, useStore } from './store';
import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';

export type ToastType = 'text' | 'success' | 'error' | 'loading';
export type ToastPosition = 'top' | 'center' | 'bottom';

export interface ToastOptions {
  /**
   * The text, or a function that gives it when the toast is shown: a toast raised before the
   * language's texts have arrived (by a route loader on the first load) is worded by the host,
   * which renders only once they are there.
   */
  message: string | (() => string);
  type?: ToastType;
  /** Milliseconds; spec §9 default 2000. 0 keeps it until replaced. */
  duration?: number;
  position?: ToastPosition;
}

interface ToastState extends Required<ToastOptions> {
  id: number;
}

const toastStore = createStore<ToastState | null>(null);
let seq = 0;

/**
 * Shows a toast (spec §9: default 2000 ms; types text/success/error/loading). Its duration runs
 * from when the host shows it: a toast raised before the shell has mounted (by a route loader)
 * is not used up unseen.
 */
export function showToast(options: ToastOptions | string): void {
  const o = typeof options === 'string' ? { message: options } : options;
  toastStore.set({
    id: ++seq,
    message: o.message,
    type: o.type ?? 'text',
    duration: o.duration ?? 2000,
    position: o.position ?? 'center',
  });
}

export function hideToast(): void {
  toastStore.set(null);
}

const ICONS: Record<ToastType, LucideIcon | null> = { text: null, success: CircleCheck, error: CircleAlert, loading: null };

export function ToastHost() {
  const toast = useStore(toastStore);
  const id = toast?.id;
  const duration = toast?.duration ?? 0;
  // a toast of duration 0 stays until replaced (doc 1 §9) or the page changes
  useEffect(() => {
    if (id === undefined || duration > 0) return undefined;
    const leave = () => {
      if (toastStore.get()?.id === id) toastStore.set(null);
    };
    window.addEventListener('hashchange', leave);
    return () => window.removeEventListener('hashchange', leave);
  }, [id, duration]);
  useEffect(() => {
    if (id === undefined || duration <= 0) return undefined;
    const timer = window.setTimeout(() => {
      if (toastStore.get()?.id === id) toastStore.set(null);
    }, duration);
    return () => window.clearTimeout(timer);
  }, [id, duration]);
  if (!toast) return null;
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
