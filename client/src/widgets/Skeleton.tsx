import { useTranslation } from 'react-i18next';

/**
 * Skeletons: the layout of a screen in grey blocks while its query loads (never a blank page or
 * a lone spinner). Compose them per screen, or use the ready ones for lists and details.
 */
export function SkeletonBlock({ width = '100%', height = 16, radius = 6, className = '' }: { width?: number | string; height?: number | string; radius?: number; className?: string }) {
  return <span className={`skeleton ${className}`} style={{ width, height, borderRadius: radius }} aria-hidden />;
}

/** The busy region a screen's skeleton sits in (one label for screen readers). */
export function SkeletonScreen({ children, testId = 'skeleton' }: { children: React.ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton-screen" role="progressbar" aria-busy="true" aria-label={t('common.loading')} data-testid={testId}>
      {children}
    </div>
  );
}

/** A list of cards: a picture on the left, three lines beside it. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <SkeletonScreen>
      {Array.from({ length: rows }, (_, i) => (
        <div className="skeleton-card" key={i}>
          <SkeletonBlock width={96} height={72} radius={8} />
          <div className="skeleton-card__lines">
            <SkeletonBlock width="70%" />
            <SkeletonBlock width="45%" height={12} />
            <SkeletonBlock width="30%" height={12} />
          </div>
        </div>
      ))}
    </SkeletonScreen>
  );
}

/** A detail page: a wide picture, a title, a few lines of text. */
export function DetailSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonBlock height={200} radius={0} />
      <div className="skeleton-detail">
        <SkeletonBlock width="60%" height={22} />
        <SkeletonBlock width="40%" height={14} />
        <SkeletonBlock height={14} />
        <SkeletonBlock height={14} />
        <SkeletonBlock width="80%" height={14} />
      </div>
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
