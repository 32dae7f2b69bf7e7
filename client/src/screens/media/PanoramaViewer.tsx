import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import type { Viewer } from '@photo-sphere-viewer/core';

/** How far one press of a turn button turns the view (radians: 45°). */
const STEP = Math.PI / 4;

/**
 * An equirectangular panorama wrapped around the visitor (@photo-sphere-viewer/core over WebGL,
 * loaded with this screen's chunk): drag to look around, or the turn buttons (keyboard reachable).
 * The current heading is on the element (`data-yaw`, degrees) for anyone who needs to know.
 */
export function PanoramaViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [yaw, setYaw] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    void Promise.all([import('@photo-sphere-viewer/core'), import('@photo-sphere-viewer/core/index.css')])
      .then(([{ Viewer: PSV }]) => {
        if (cancelled || !host.current) return;
        const v = new PSV({
          container: host.current,
          panorama: url,
          navbar: false,
          loadingTxt: '',
          mousewheel: false,
          touchmoveTwoFingers: false,
          defaultZoomLvl: 30,
        });
        viewer.current = v;
        v.addEventListener('ready', () => !cancelled && setState('ready'), { once: true });
        v.addEventListener('panorama-error', () => !cancelled && setState('failed'));
        v.addEventListener('position-updated', ({ position }) => setYaw(Math.round((position.yaw * 180) / Math.PI) % 360));
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [url]);

  const turn = (by: number) => {
    const v = viewer.current;
    if (!v) return;
    const { yaw: current, pitch } = v.getPosition();
    v.rotate({ yaw: current + by, pitch });
  };

  return (
    <div className="panorama" data-testid="panorama" data-state={state} data-yaw={yaw}>
      <div ref={host} className="panorama__view" role="img" aria-label={t('media.panoramaLabel', { title })} />
      {state === 'failed' && (
        <p className="panorama__failed" role="alert">
          {t('media.panoramaFailed')}
        </p>
      )}
      <div className="panorama__controls">
        <button
          type="button"
          className="panorama__btn"
          onClick={() => turn(-STEP)}
          aria-label={t('media.turnLeft')}
          disabled={state !== 'ready'}
          data-testid="panorama-left"
        >
          <RotateCcw size={20} aria-hidden />
        </button>
        <span className="panorama__hint">{t('media.panoramaHint')}</span>
        <button
          type="button"
          className="panorama__btn"
          onClick={() => turn(STEP)}
          aria-label={t('media.turnRight')}
          disabled={state !== 'ready'}
          data-testid="panorama-right"
        >
          <RotateCw size={20} aria-hidden />
        </button>
      </div>
    </div>
  );
}
