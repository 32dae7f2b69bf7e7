import { useRevalidator, useRouteError } from 'react-router-dom';
import { ErrorView, SiteNotFound } from './StateViews';
import { GraphQLRequestError, isSiteNotFound } from '../relay/errors';

/** errorElement of the route tree (loader failures and errors outside a screen's boundary). */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const err = error instanceof Error ? error : new Error(String(error));
  if (err instanceof GraphQLRequestError && err.errors.some(isSiteNotFound)) return <SiteNotFound />;
  return (
    <main className="page">
      <ErrorView error={err} onRetry={() => void revalidator.revalidate()} />
    </main>
  );
}
