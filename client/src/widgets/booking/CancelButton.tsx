import { Spinner } from '../../shell/StateViews';

/** The cancel button of an order card, with a spinner while the cancel is in flight. */
export function CancelButton({ label, pending, onCancel }: { label: string; pending: boolean; onCancel(): Promise<void> }) {
  return (
    <button type="button" className="btn btn--small" onClick={() => void onCancel()} disabled={pending} data-testid="cancel-btn">
      {pending ? <Spinner /> : label}
    </button>
  );
}
