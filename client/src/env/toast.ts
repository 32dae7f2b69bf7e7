/** The app's toast: what is shown (a store the shell's ToastHost renders) and how to show one. */
import { createStore } from './store';

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
  /** Milliseconds, 2000 by default; 0 keeps it until replaced. */
  duration?: number;
  position?: ToastPosition;
}

export interface ToastState extends Required<ToastOptions> {
  id: number;
}

export const toastStore = createStore<ToastState | null>(null);
let seq = 0;

/**
 * Shows a toast (2000 ms by default; text, success, error or loading). Its duration runs
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
