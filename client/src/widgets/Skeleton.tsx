import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonRow, SkeletonScreen } from '../shell/SkeletonParts';

/**
 * Skeletons: the layout of a screen in grey blocks while its query loads (never a blank page or
 * a lone spinner). One family: the parts (SkeletonParts.tsx, re-exported here) and the ready
 * lists, details and forms composed of them; a screen with its own layout composes the parts.
 */
export * from '../shell/SkeletonParts';

/** Cards of a list: a picture on the left (unless `picture` is false), three lines beside it. */
export function SkeletonCards({ rows = 5, picture = true }: { rows?: number; picture?: boolean }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <div className="skeleton-card" key={i}>
          {picture && <SkeletonBlock width={96} height={72} radius={8} />}
          <div className="skeleton-card__lines">
            <SkeletonBlock width="70%" />
            <SkeletonBlock width="45%" height={12} />
            <SkeletonBlock width="30%" height={12} />
          </div>
        </div>
      ))}
    </>
  );
}

/**
 * A list screen: its header (`header`), a row of `tabs`, then cards. Without options, the cards
 * alone (a family screen whose header stays on screen).
 */
export function ListSkeleton({
  rows = 5,
  header = false,
  tabs = 0,
  picture = true,
}: {
  rows?: number;
  header?: boolean;
  tabs?: number;
  picture?: boolean;
}) {
  return (
    <SkeletonScreen>
      {header && <SkeletonHeader />}
      {tabs > 0 && <SkeletonRow count={tabs} className="skeleton-tabs" />}
      <SkeletonCards rows={rows} picture={picture} />
    </SkeletonScreen>
  );
}

/**
 * A detail page: a wide picture (unless `picture` is false; under a see-through header), a title,
 * a few lines of text, then `cards` more cards of lines (an order's parts).
 */
export function DetailSkeleton({ header = false, picture = true, cards = 0 }: { header?: boolean; picture?: boolean; cards?: number }) {
  return (
    <SkeletonScreen>
      {header && <SkeletonHeader />}
      {picture && <SkeletonBlock height={200} radius={0} className="skeleton--bleed" />}
      <div className="skeleton-detail">
        <SkeletonBlock width="60%" height={22} />
        <SkeletonBlock width="40%" height={14} />
        <SkeletonLines />
      </div>
      {Array.from({ length: cards }, (_, i) => (
        <div className="skeleton-card skeleton-card--column" key={i}>
          <SkeletonBlock width="35%" height={14} />
          <SkeletonLines count={3} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

/** A form: labelled fields and a button. */
export function FormSkeleton({ fields = 5 }: { fields?: number }) {
  return (
    <SkeletonScreen>
      <div className="skeleton-detail">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="skeleton-field">
            <SkeletonBlock width="30%" height={12} />
            <SkeletonBlock height={40} radius={8} />
          </div>
        ))}
        <SkeletonBlock height={44} radius={22} />
      </div>
    </SkeletonScreen>
  );
}
