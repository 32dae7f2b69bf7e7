import { graphql, useFragment } from 'react-relay';
import type { BannerSection_section$data, BannerSection_section$key } from '../../../__generated__/BannerSection_section.graphql';
import { useMenuEntryAction } from '../../../shell/useMenuEntryAction';
import { useContentLang } from '../../../shell/SiteContext';
import { Img } from '../../../widgets/Img';

/** Pictures that lead somewhere: a swipeable row of slides (scroll-snap), one picture when single. */
export function BannerSection({ section, first }: { section: BannerSection_section$key; first: boolean }) {
  const data = useFragment(
    graphql`
      fragment BannerSection_section on BannerSection {
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
    section,
  );
  if (data.slides.length === 0) return null;
  return (
    <section className="banner banner--general" aria-label={data.title ?? undefined} data-testid="page-banner">
      <div className="banner__track">
        {data.slides.map((s, i) => (
          <Slide key={i} slide={s} eager={first && i === 0} />
        ))}
      </div>
    </section>
  );
}

function Slide({ slide, eager }: { slide: BannerSection_section$data['slides'][number]; eager: boolean }) {
  const open = useMenuEntryAction(slide.link, 'BANNER');
  const contentLang = useContentLang();
  return (
    <button type="button" className="banner__slide" onClick={open} disabled={!slide.link} data-testid="page-slide">
      <Img src={slide.image.url} alt="" className="banner__img" eager={eager} />
      <span className="banner__caption" lang={contentLang}>
        {slide.title}
      </span>
    </button>
  );
}
