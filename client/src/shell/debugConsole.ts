/**
 * The mobile debugging console (vConsole), once per page load: the package is fetched only when
 * asked for, by `/vConsole` or by a site whose support staff have turned it on (`site.debugConsole`).
 */
let opened: Promise<unknown> | null = null;

export function openDebugConsole(): Promise<unknown> {
  opened ??= import('vconsole').then(({ default: VConsole }) => new VConsole());
  return opened;
}
