import { graphql, useFragment } from 'react-relay';
import type { VideoSection_section$key } from '../../../__generated__/VideoSection_section.graphql';
import { SectionHead } from './SectionHead';

/** A video under its poster; it loads only when played. */
export function VideoSection({ section }: { section: VideoSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment VideoSection_section on VideoSection {
        title
        video {
          url
          poster {
            url(size: COVER)
          }
        }
      }
    `,
    section,
  );
  if (!data.video) return null;
  return (
    <section className="page-section" data-testid="page-video">
      <SectionHead title={data.title} />
      <video className="page-video" src={data.video.url} poster={data.video.poster?.url} controls preload="none" playsInline />
    </section>
  );
}
