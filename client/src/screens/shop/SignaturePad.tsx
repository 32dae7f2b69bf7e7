import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser } from 'lucide-react';

/** What a form asks of the pad: whether anything is drawn, the drawing as a PNG, and clearing it. */
export interface SignaturePadHandle {
  hasInk(): boolean;
  toPng(): Promise<Blob | null>;
  clear(): void;
}

const HEIGHT = 160;

/**
 * A box to sign in with a finger (or mouse / pen): pointer strokes drawn on a canvas at the
 * screen's pixel density; `onInk` says when there is a drawing or none. The drawing is read as a
 * PNG (`toPng`).
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; describedBy?: string; onInk(has: boolean): void }>(
  function SignaturePad({ label, describedBy, onInk }, ref) {
    const { t } = useTranslation();
    const canvas = useRef<HTMLCanvasElement>(null);
    const last = useRef<{ x: number; y: number } | null>(null);
    const [ink, setInk] = useState(false);

    useEffect(() => {
      const el = canvas.current;
      if (!el) return;
      const ratio = window.devicePixelRatio || 1;
      el.width = Math.round(el.clientWidth * ratio);
      el.height = Math.round(HEIGHT * ratio);
      const g = el.getContext('2d');
      if (!g) return;
      g.scale(ratio, ratio);
      g.lineWidth = 2.5;
      g.lineCap = 'round';
      g.lineJoin = 'round';
      g.strokeStyle = '#1a1a1a';
    }, []);

    const clear = () => {
      const el = canvas.current;
      el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
      setInk(false);
      onInk(false);
    };

    useImperativeHandle(ref, () => ({
      hasInk: () => ink,
      toPng: () => new Promise<Blob | null>((resolve) => (canvas.current ? canvas.current.toBlob(resolve, 'image/png') : resolve(null))),
      clear,
    }));

    const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const box = e.currentTarget.getBoundingClientRect();
      return { x: e.clientX - box.left, y: e.clientY - box.top };
    };
    const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      last.current = point(e);
    };
    const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
      const from = last.current;
      const g = e.currentTarget.getContext('2d');
      if (!from || !g) return;
      const to = point(e);
      g.beginPath();
      g.moveTo(from.x, from.y);
      g.lineTo(to.x, to.y);
      g.stroke();
      last.current = to;
      if (!ink) {
        setInk(true);
        onInk(true);
      }
    };
    const up = () => {
      last.current = null;
    };

    return (
      <div className="contract-pad">
        <canvas
          ref={canvas}
          className="contract-pad__canvas"
          style={{ height: HEIGHT }}
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          data-testid="contract-signature-pad"
          data-ink={ink}
        />
        <button
          type="button"
          className="btn btn--small contract-pad__clear"
          onClick={clear}
          disabled={!ink}
          data-testid="contract-signature-clear"
        >
          <Eraser size={16} aria-hidden /> {t('shop.contract.clear')}
        </button>
      </div>
    );
  },
);
