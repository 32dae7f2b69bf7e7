import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FormSection_section$key } from '../../../__generated__/FormSection_section.graphql';
import { useContentLang } from '../../../shell/SiteContext';
import { SectionHead } from './SectionHead';

/** A button that opens an existing flow (a complaint, a questionnaire, the volunteer sign-up). */
export function FormSection({ section }: { section: FormSection_section$key }) {
  const contentLang = useContentLang();
  const data = useFragment(
    graphql`
      fragment FormSection_section on FormSection {
        title
        label
        path
      }
    `,
    section,
  );
  return (
    <section className="page-section" data-testid="page-form">
      <SectionHead title={data.title} />
      <Link to={data.path} className="btn btn--primary page-form__button" lang={contentLang}>
        {data.label}
      </Link>
    </section>
  );
}
