import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A tab that is a link: it replaces the address (switching tabs adds no history); the current one is on. */
export function LinkTab({ to, on, testId, children }: { to: string; on: boolean; testId: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      replace
      className={on ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
      aria-current={on ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}

/**
 * The tabs of a list filtered by one value (a status, a type): "All" (null) first, then each value;
 * each tab's test id is `tab-<value>` (`tab-ALL`). `extra` adds to a tab after its label (a badge).
 */
export function FilterTabs<V extends string>({
  values,
  current,
  hrefOf,
  labelOf,
  extra,
  className = 'tabs',
  testId,
}: {
  values: ReadonlyArray<V | null>;
  current: V | null;
  hrefOf(value: V | null): string;
  labelOf(value: V): string;
  extra?(value: V | null): ReactNode;
  className?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={className} data-testid={testId}>
      {values.map((v) => (
        <LinkTab key={v ?? 'all'} to={hrefOf(v)} on={v === current} testId={`tab-${v ?? 'ALL'}`}>
          {v ? labelOf(v) : t('common.all')}
          {extra?.(v)}
        </LinkTab>
      ))}
    </nav>
  );
}
