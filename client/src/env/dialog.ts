/** The app's confirm dialog: what is asked (a store the shell's ConfirmDialogHost renders) and how to ask. */
import { createStore } from './store';
export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Hide the cancel button (an alert). */
  alert?: boolean;
}

export interface DialogState extends ConfirmOptions {
  resolve(ok: boolean): void;
}

export const dialogStore = createStore<DialogState | null>(null);

/** Opens the shell's confirm dialog; resolves true on confirm, false on cancel. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    dialogStore.get()?.resolve(false);
    dialogStore.set({ ...options, resolve });
  });
}
