import { useRevalidator, useRouteError } from 'react-router-dom';
import { ErrorView } from '../widgets/StateViews';

/** errorElement of the route tree (loader failures and errors outside a screen's boundary). */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const err = error instanceof Error ? error : new Error(String(error));
  return (
    <main className="page">
      <ErrorView error={err} onRetry={() => void revalidator.revalidate()} />
    </main>
  );
}
