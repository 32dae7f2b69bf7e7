import { graphql, useFragment } from 'react-relay';
import type { RichTextSection_section$key } from '../../../__generated__/RichTextSection_section.graphql';
import { Introduction } from '../../../widgets/Introduction';
import { SectionHead } from './SectionHead';

/** An operator's text (sanitised by the gateway). */
export function RichTextSection({ section }: { section: RichTextSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment RichTextSection_section on RichTextSection {
        title
        html
      }
    `,
    section,
  );
  if (!data.html) return null;
  return (
    <section className="page-section">
      <SectionHead title={data.title} />
      <Introduction html={data.html} testId="page-rich-text" />
    </section>
  );
}
