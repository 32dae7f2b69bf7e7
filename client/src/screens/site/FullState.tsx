import type { ReactNode } from 'react';

/**
 * A page that is only a message (the service suspended, an invitation needed, a page not built
 * yet): a drawing (`art`, the inside of a 120×120 svg), the title, the words, then `children`.
 */
export function FullState({
  testId,
  art,
  title,
  message,
  children,
  inShell = false,
}: {
  testId: string;
  art: ReactNode;
  title: string;
  message: string;
  children?: ReactNode;
  inShell?: boolean;
}) {
  // Inside the site's frame the frame's <main> is the landmark; outside it this page is its own.
  const Root = inShell ? 'div' : 'main';
  return (
    <Root className="full-state" data-testid={testId}>
      <div className="full-state__art" aria-hidden>
        <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          {art}
        </svg>
      </div>
      <h1 className="full-state__title">{title}</h1>
      <p className="full-state__text">{message}</p>
      {children}
    </Root>
  );
}
