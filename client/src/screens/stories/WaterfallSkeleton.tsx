import { SkeletonBlock, SkeletonScreen } from '../../widgets/Skeleton';
import './stories.css';

const HEIGHTS = [
  [180, 130, 210],
  [140, 200, 160],
];

/** The waterfall in grey blocks while its query loads. */
export function WaterfallSkeleton() {
  return (
    <SkeletonScreen>
      <div className="waterfall">
        {HEIGHTS.map((col, i) => (
          <div className="waterfall__col" key={i}>
            {col.map((h, j) => (
              <div key={j} className="story-card">
                <SkeletonBlock height={h} radius={0} />
                <div className="story-card__body">
                  <SkeletonBlock width="85%" />
                  <SkeletonBlock width="50%" height={12} />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
    </SkeletonScreen>
  );
}
