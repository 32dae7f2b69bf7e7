import { useStore } from '../env/store';
import { tooManyVisitorsStore } from '../env/tooManyVisitors';
import { useLoadedWhen } from './useLoadedWhen';

// not part of the first screen's code: it loads the first time the dialog opens
const loadDialog = () => import('./CountdownDialog');

export function TooManyVisitorsDialog() {
  const openedAt = useStore(tooManyVisitorsStore);
  const dialog = useLoadedWhen(openedAt > 0, loadDialog);
  if (!openedAt || !dialog) return null;
  return <dialog.CountdownDialog key={openedAt} />;
}
