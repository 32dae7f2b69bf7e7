import { Suspense, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { PageSkeleton } from './SkeletonParts';

/** Wraps one route's screen in its own ErrorBoundary and Suspense (its skeleton, or a plain page's: a header and lines). */
export function Screen({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    <ErrorBoundary key={location.pathname} onRetry={() => revalidator.revalidate()}>
      <Suspense fallback={fallback ?? <PageSkeleton />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
