import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { BannerModule_module$key, BannerModule_module$data } from '../../../__generated__/BannerModule_module.graphql';
import { useMenuEntryAction } from '../../../shell/useMenuEntryAction';
import { Img } from '../../../widgets/Img';
import type { HomeVariant } from './homeVariant';
import { useContentLang } from '../../../shell/SiteContext';

const AUTOPLAY_MS = 4000;

/** A carousel of slides (scroll-snap, auto-advancing, with dots). */
export function BannerModule({ module, variant, hero }: { module: BannerModule_module$key; variant: HomeVariant; hero: boolean }) {
  const data = useFragment(
    graphql`
      fragment BannerModule_module on BannerModule {
        title
        slides {
          title
          image {
            url(size: COVER)
          }
          link {
            ...useMenuEntryAction_entry
          }
        }
      }
    `,
    module,
  );
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = data.slides.length;

  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [count]);

  if (count === 0) return null;
  return (
    <section
      className={`banner banner--${variant}${hero ? ' banner--hero' : ''}`}
      aria-label={data.title ?? undefined}
      data-testid="banner"
    >
      <div
        className="banner__track"
        ref={track}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
      >
        {data.slides.map((s, i) => (
          <Slide key={i} slide={s} eager={i === 0} />
        ))}
      </div>
      {count > 1 && (
        <div className="banner__dots" aria-hidden>
          {data.slides.map((_, i) => (
            <span key={i} className={i === index ? 'banner__dot banner__dot--on' : 'banner__dot'} />
          ))}
        </div>
      )}
    </section>
  );
}

function Slide({ slide, eager }: { slide: BannerModule_module$data['slides'][number]; eager: boolean }) {
  const open = useMenuEntryAction(slide.link, 'BANNER');
  const contentLang = useContentLang();
  return (
    <button type="button" className="banner__slide" onClick={open} disabled={!slide.link}>
      <Img src={slide.image.url} alt="" className="banner__img" eager={eager} />
      <span className="banner__caption" lang={contentLang}>
        {slide.title}
      </span>
    </button>
  );
}
