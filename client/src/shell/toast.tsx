import { useStore } from '../env/store';
import { toastStore } from '../env/toast';
import { OptionalPart } from './optionalPart';

/** The toast itself (shell/ToastView.tsx) loads with the first toast: most pages show none. */
const toastView = () => import('./ToastView');

/** Shows the app's toast (env/toast.ts's store), one at a time. */
export function ToastHost() {
  const toast = useStore(toastStore);
  return toast ? <OptionalPart load={toastView} props={{ toast }} /> : null;
}
