import { graphql, useFragment } from 'react-relay';
import type { LinksSection_section$key } from '../../../__generated__/LinksSection_section.graphql';
import { MenuEntryTile } from '../../site';
import { SectionHead } from './SectionHead';

/** Service entries of the site's menu, as the home's grid shows them. */
export function LinksSection({ section }: { section: LinksSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment LinksSection_section on LinksSection {
        title
        entries {
          key
          ...MenuGridModuleItem_entry
        }
      }
    `,
    section,
  );
  if (data.entries.length === 0) return null;
  return (
    <section className="page-section menu-grid menu-grid--general" data-testid="page-links">
      <SectionHead title={data.title} />
      <div className="menu-grid__items">
        {data.entries.map((e) => (
          <MenuEntryTile key={e.key} entry={e} />
        ))}
      </div>
    </section>
  );
}
