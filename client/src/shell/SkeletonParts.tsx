import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Skeletons' parts (widgets/Skeleton.tsx has the ready-made lists, details and forms): the
 * blocks, the busy region, a header, a row, lines. Screens compose them into their own shape
 * while their query loads; the pulse is one CSS rule (`.skeleton`, still under
 * prefers-reduced-motion). These parts are in the initial JavaScript (the routes' default
 * skeleton and the home's), the ready-made ones are not.
 */
export function SkeletonBlock({
  width = '100%',
  height = 16,
  radius = 6,
  className = '',
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}) {
  return <span className={`skeleton ${className}`} style={{ width, height, borderRadius: radius }} aria-hidden />;
}

/**
 * The busy region a screen's skeleton sits in: `aria-busy`, and one localized "loading" status
 * for screen readers; the blocks themselves are hidden from them.
 */
export function SkeletonScreen({ children, testId = 'skeleton' }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-screen" aria-busy="true" data-testid={testId}>
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <div className="skeleton-screen__blocks" aria-hidden>
        {children}
      </div>
    </div>
  );
}

/** A screen header's bar (PageHeader) with its title in grey. */
export function SkeletonHeader() {
  return (
    <div className="skeleton-header">
      <SkeletonBlock width="38%" height={18} />
    </div>
  );
}

/** `count` blocks side by side: tabs, chips, a week of days. */
export function SkeletonRow({
  count,
  width = 56,
  height = 16,
  radius,
  className = '',
}: {
  count: number;
  width?: number | string;
  height?: number;
  radius?: number | string;
  className?: string;
}) {
  return (
    <div className={`skeleton-row ${className}`}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock key={i} width={width} height={height} radius={radius} />
      ))}
    </div>
  );
}

/** Lines of text, the last one shorter. */
export function SkeletonLines({ count = 3 }: { count?: number }) {
  return (
    <div className="skeleton-detail">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock key={i} width={i === count - 1 ? '70%' : '100%'} height={14} />
      ))}
    </div>
  );
}

/** The default skeleton of a screen that has none of its own: its header and lines. */
export function PageSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonLines count={5} />
    </SkeletonScreen>
  );
}
