import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ShelfSection_section$key } from '../../../__generated__/ShelfSection_section.graphql';
import type { RankingSection_section$key } from '../../../__generated__/RankingSection_section.graphql';
import type { PageItemCard_item$key } from '../../../__generated__/PageItemCard_item.graphql';
import { PageItemCard } from './PageItemCard';
import { SectionFailed } from './SectionFailed';
import { SectionHead } from './SectionHead';

/** A row, grid or list of the site's content. */
export function ShelfSection({ section, onRetry }: { section: ShelfSection_section$key; onRetry: () => void }) {
  const data = useFragment(
    graphql`
      fragment ShelfSection_section on ShelfSection {
        title
        variant
        items {
          ...PageItemCard_item
        }
      }
    `,
    section,
  );
  return <Items title={data.title} variant={data.variant} items={data.items} ranked={false} onRetry={onRetry} />;
}

/** Content shown numbered, first the best. */
export function RankingSection({ section, onRetry }: { section: RankingSection_section$key; onRetry: () => void }) {
  const data = useFragment(
    graphql`
      fragment RankingSection_section on RankingSection {
        title
        items {
          ...PageItemCard_item
        }
      }
    `,
    section,
  );
  return <Items title={data.title} variant="ranking" items={data.items} ranked onRetry={onRetry} />;
}

const VARIANTS = new Set(['row', 'grid', 'list', 'ranking']);

function Items({
  title,
  variant,
  items,
  ranked,
  onRetry,
}: {
  title: string | null | undefined;
  variant: string;
  items: ReadonlyArray<PageItemCard_item$key> | null | undefined;
  ranked: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const shown = VARIANTS.has(variant) ? variant : 'row';
  return (
    <section className="page-section" data-testid="page-shelf">
      <SectionHead title={title} />
      {!items ? (
        <SectionFailed onRetry={onRetry} />
      ) : items.length === 0 ? (
        <p className="page-section__empty">{t('pages.empty')}</p>
      ) : (
        <div className={`page-items page-items--${shown}`}>
          {items.map((item, i) => (
            <PageItemCard key={i} item={item} variant={shown} rank={ranked ? i + 1 : null} />
          ))}
        </div>
      )}
    </section>
  );
}
