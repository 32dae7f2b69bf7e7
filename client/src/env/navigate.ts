/** Lets non-React code (the network layer) navigate once the router has registered itself. */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate): void {
  navigator = fn;
}

export function appNavigate(to: string, opts?: { replace?: boolean }): void {
  if (navigator) navigator(to, opts);
  else window.location.hash = `#${to}`;
}

export function currentPath(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}
