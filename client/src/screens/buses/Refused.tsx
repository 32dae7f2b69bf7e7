import { EmptyState } from '../../shell/StateViews';

/** A request the gateway refused (its input rules): its message, in place of the list or the page. */
export function Refused({ errors }: { errors: ReadonlyArray<{ readonly code: string; readonly message: string }> }) {
  const first = errors[0];
  return (
    <div data-testid="bus-refused" data-code={first?.code}>
      <EmptyState text={first?.message ?? ''} icon="search" />
    </div>
  );
}
