import { useEffect, useState } from 'react';
import { toString as qrSvg } from 'qrcode';

/**
 * A QR code drawn on the device (the qrcode library, as SVG): a voucher's verification code, a
 * team's invitation, a rotating sign-in code. Nothing is fetched. `label` names it for screen
 * readers; the value itself is shown beside it by the caller where a person may need to type it.
 */
export function QrCode({ value, label, size = 200, testId = 'qr-code' }: { value: string; label: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then(
      (svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      () => {
        if (live) setSrc(null);
      },
    );
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <span
      className="qr-code"
      style={{ width: size, height: size, display: 'inline-block', background: '#fff' }}
      data-testid={testId}
      data-value={value}
    >
      {src ? (
        <img src={src} alt={label} width={size} height={size} />
      ) : (
        <span className="skeleton" style={{ display: 'block', width: size, height: size }} role="img" aria-label={label} />
      )}
    </span>
  );
}
