import { useStore } from '../env/store';
import { dialogStore } from '../env/dialog';
import { useLoadedWhen } from './useLoadedWhen';

// the dialog's code is not part of the first screen's: it loads the first time a dialog opens
const loadDialog = () => import('./ConfirmDialog');

export function ConfirmDialogHost() {
  const state = useStore(dialogStore);
  const dialog = useLoadedWhen(state != null, loadDialog);
  if (!state || !dialog) return null;
  const close = (ok: boolean) => {
    dialogStore.set(null);
    state.resolve(ok);
  };
  return <dialog.ConfirmDialog state={state} close={close} />;
}
