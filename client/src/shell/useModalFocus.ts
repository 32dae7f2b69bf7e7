import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard and screen-reader behaviour: focus moves into it when it opens
 * (its `initial` element, else its first control, else the modal itself), Tab and Shift+Tab stay
 * inside it, Escape closes it (`onEscape`, when it may be dismissed), and focus returns to where
 * it was when it closes.
 */
export function useModalFocus(
  ref: RefObject<HTMLElement | null>,
  options: { onEscape?: () => void; initial?: RefObject<HTMLElement | null> } = {},
): void {
  const escapeRef = useRef(options.onEscape);
  escapeRef.current = options.onEscape;
  const initial = options.initial;
  useEffect(() => {
    const modal = ref.current;
    if (!modal) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const controls = () =>
      [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = initial?.current ?? controls()[0] ?? modal;
    if (first === modal && !modal.hasAttribute('tabindex')) modal.setAttribute('tabindex', '-1');
    first.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && escapeRef.current) {
        e.preventDefault();
        escapeRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = controls();
      if (list.length === 0) {
        e.preventDefault();
        return;
      }
      const at = list.indexOf(document.activeElement as HTMLElement);
      if (e.shiftKey && at <= 0) {
        e.preventDefault();
        list[list.length - 1]!.focus();
      } else if (!e.shiftKey && at === list.length - 1) {
        e.preventDefault();
        list[0]!.focus();
      }
    };
    modal.addEventListener('keydown', onKey);
    return () => {
      modal.removeEventListener('keydown', onKey);
      if (before && document.contains(before)) before.focus();
    };
  }, [ref, initial]);
}
