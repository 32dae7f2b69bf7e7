import { useRef, type ReactNode, type RefObject } from 'react';
import { useModalFocus } from '../shell/useModalFocus';

/**
 * A modal sheet from the bottom of the screen over a dimmed backdrop: a tap on the backdrop or
 * Escape closes it (`onClose`), focus stays inside while it is open and returns where it was.
 * It is named by `label` or by the id of its heading (`labelledBy`); `sheetRef` is the sheet's
 * element for a caller that scrolls inside it.
 */
export function BottomSheet({
  className,
  label,
  labelledBy,
  busy,
  testId,
  sheetRef,
  onClose,
  children,
}: {
  className: string;
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  testId: string;
  sheetRef?: RefObject<HTMLDivElement | null>;
  onClose(): void;
  children: ReactNode;
}) {
  const own = useRef<HTMLDivElement>(null);
  const ref = sheetRef ?? own;
  useModalFocus(ref, { onEscape: onClose });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control, it only catches a tap outside the sheet; Escape closes it (useModalFocus)
    <div className="overlay overlay--sheet" role="presentation" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only keeps a tap inside the sheet from reaching the backdrop */}
      <div
        ref={ref}
        className={`sheet ${className}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={busy}
        onClick={(e) => e.stopPropagation()}
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}
