import { graphql, useFragment } from 'react-relay';
import type { GallerySection_section$key } from '../../../__generated__/GallerySection_section.graphql';
import { useContentLang } from '../../../shell/SiteContext';
import { Img } from '../../../widgets/Img';
import { SectionHead } from './SectionHead';

/** Pictures with their captions, two to a row. */
export function GallerySection({ section }: { section: GallerySection_section$key }) {
  const contentLang = useContentLang();
  const data = useFragment(
    graphql`
      fragment GallerySection_section on GallerySection {
        title
        pictures {
          caption
          image {
            url(size: SMALL)
          }
        }
      }
    `,
    section,
  );
  if (data.pictures.length === 0) return null;
  return (
    <section className="page-section" data-testid="page-gallery">
      <SectionHead title={data.title} />
      <ul className="page-gallery">
        {data.pictures.map((p, i) => (
          <li key={i} className="page-gallery__item">
            <Img src={p.image.url} alt={p.caption ?? ''} className="page-gallery__img" />
            {p.caption && (
              <span className="page-gallery__caption" lang={contentLang}>
                {p.caption}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
