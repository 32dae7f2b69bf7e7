import { createStore, useStore } from './store';

export type ToastType = 'text' | 'success' | 'error' | 'loading';
export type ToastPosition = 'top' | 'center' | 'bottom';

export interface ToastOptions {
  message: string;
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
let timer: number | undefined;

/** Shows a toast (spec §9: default 2000 ms; types text/success/error/loading). */
export function showToast(options: ToastOptions | string): void {
  const o = typeof options === 'string' ? { message: options } : options;
  const state: ToastState = {
    id: ++seq,
    message: o.message,
    type: o.type ?? 'text',
    duration: o.duration ?? 2000,
    position: o.position ?? 'center',
  };
  window.clearTimeout(timer);
  toastStore.set(state);
  if (state.duration > 0) {
    timer = window.setTimeout(() => {
      if (toastStore.get()?.id === state.id) toastStore.set(null);
    }, state.duration);
  }
}

export function hideToast(): void {
  window.clearTimeout(timer);
  toastStore.set(null);
}

const ICONS: Record<ToastType, string> = { text: '', success: '✓', error: '!', loading: '' };

export function ToastHost() {
  const toast = useStore(toastStore);
  if (!toast) return null;
  return (
    <div className={`toast toast--${toast.position}`} role="status" aria-live="polite" key={toast.id}>
      <div className={`toast__box toast__box--${toast.type}`} data-testid="toast">
        {toast.type === 'loading' && <span className="spinner spinner--light" aria-hidden />}
        {ICONS[toast.type] && <span className="toast__icon" aria-hidden>{ICONS[toast.type]}</span>}
        <span className="toast__text">{toast.message}</span>
      </div>
    </div>
  );
}
