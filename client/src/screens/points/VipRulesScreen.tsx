import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Award } from 'lucide-react';
import type { VipRulesScreenQuery } from '../../__generated__/VipRulesScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { TaskRow } from './TaskRow';
import './points.css';

const query = graphql`
  query VipRulesScreenQuery {
    vipLevels {
      level
      name
      minPoints
      benefit
    }
    pointsTasks {
      kind
      ...TaskRow_task
    }
  }
`;

export function vipRulesLoader({ request }: { request: Request }): PreloadedQuery<VipRulesScreenQuery> {
  prepareRequest(request);
  return preload<VipRulesScreenQuery>(query, {});
}

/** The rules page's shape while it loads: a few level rows. */
export function VipRulesSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="vip-task vip-task--skeleton">
          <SkeletonBlock width="50%" height={16} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

/** /vip-rules: the VIP levels with what reaches each, and how points are earned. */
export function VipRulesScreen() {
  const { t } = useTranslation();
  const { vipLevels, pointsTasks } = useRouteQuery<VipRulesScreenQuery>(query);
  return (
    <div className="vip-page" data-testid="vip-rules">
      <PageHeader title={t('points.rules')} />
      <h2 className="vip-section-title">{t('points.levels')}</h2>
      {vipLevels.length === 0 ? (
        <EmptyState text={t('points.empty')} />
      ) : (
        <ol className="vip-levels" data-testid="vip-levels">
          {vipLevels.map((l) => (
            <li key={l.level} className="vip-level">
              <Award aria-hidden size={20} className="vip-task__icon" />
              <div className="vip-task__body">
                <div className="vip-task__name">
                  {l.name}
                  <span className="vip-card__badge">{t('points.levelNumber', { level: l.level })}</span>
                </div>
                <div className="vip-task__desc muted">{t('points.fromPoints', { points: l.minPoints })}</div>
                <div className="vip-task__desc">{l.benefit}</div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="vip-note muted">{t('points.levelsNote')}</p>
      <h2 className="vip-section-title">{t('points.howToEarn')}</h2>
      <ul className="vip-tasks">
        {pointsTasks.map((task) => (
          <TaskRow key={task.kind} task={task} />
        ))}
      </ul>
    </div>
  );
}
