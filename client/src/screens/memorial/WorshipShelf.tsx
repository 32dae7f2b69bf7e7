import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { WorshipShelfQuery } from '../../__generated__/WorshipShelfQuery.graphql';
import { ensureFamilyTexts } from '../../i18n';
import { HeadingLevel } from '../../widgets/Content';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { SkeletonBlock } from '../../shell/SkeletonParts';
import { MemorialCard } from './MemorialCard';
import { memorialTexts } from './texts';

const query = graphql`
  query WorshipShelfQuery {
    platform: memorials(scope: PLATFORM, first: 10) {
      edges {
        node {
          id
          ...MemorialCard_memorial
        }
      }
    }
    local: memorials(scope: SITE, first: 10) {
      edges {
        node {
          id
          ...MemorialCard_memorial
        }
      }
    }
  }
`;

function Memorials() {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<WorshipShelfQuery>(query, {});
  const groups = [
    { key: 'platform', title: t('memorial.platform'), edges: data.platform.edges },
    { key: 'local', title: t('memorial.local'), edges: data.local.edges },
  ].filter((g) => g.edges.length > 0);
  if (groups.length === 0) return <EmptyState text={t('memorial.empty')} />;
  return (
    <>
      {groups.map((g) => (
        <div key={g.key} className="worship__group" data-testid={`memorials-${g.key}`}>
          <h3 className="worship__group-title">{g.title}</h3>
          <HeadingLevel below={3}>
            {g.edges.map(({ node }) => (
              <MemorialCard key={node.id} memorial={node} />
            ))}
          </HeadingLevel>
        </div>
      ))}
    </>
  );
}

/** The shelf fails alone: the home around it keeps working. */
class ShelfBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PartFailed testId="worship-failed" /> : this.props.children;
  }
}

/** The home's worship variant (`/index?isWorship=true`, CS-WORSHIP): the memorial objects, on top. */
function WorshipShelf() {
  const { t } = useTranslation();
  return (
    <section className="worship" data-testid="worship" aria-labelledby="worship-title">
      <h2 className="section-title__text worship__title" id="worship-title">
        {t('memorial.title')}
      </h2>
      <ShelfBoundary>
        <Suspense fallback={<SkeletonBlock height={96} radius={12} />}>
          <Memorials />
        </Suspense>
      </ShelfBoundary>
    </section>
  );
}

/** React.lazy's module: the shelf once its texts are there. */
export function load(): Promise<{ default: typeof WorshipShelf }> {
  return ensureFamilyTexts(memorialTexts).then(() => ({ default: WorshipShelf }));
}
