import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityRulesKind, ActivityRulesScreenQuery } from '../../__generated__/ActivityRulesScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../widgets/Skeleton';
import { sanitizeHtml } from '../../widgets/sanitize';
import { useContentLang } from '../../shell/SiteContext';
import './activity-pages.css';

const query = graphql`
  query ActivityRulesScreenQuery($kind: ActivityRulesKind!) {
    activityRules(kind: $kind) {
      kind
      title
      content
    }
  }
`;

interface LoaderData {
  kind: ActivityRulesKind;
  ref: PreloadedQuery<ActivityRulesScreenQuery>;
}

/** /activity-rules (the booking rules) and /ws-rules (online booking and visit rules): the path names the kind. */
function activityRulesLoader({ request }: { request: Request }): LoaderData {
  prepareRequest(request);
  const kind: ActivityRulesKind = new URL(request.url).pathname.startsWith('/ws-rules') ? 'VISIT' : 'BOOKING';
  return { kind, ref: preload<ActivityRulesScreenQuery>(query, { kind }) };
}

/** One of the site's rule texts, in the language shown when the site has it. */
function ActivityRulesScreen() {
  const { t } = useTranslation();
  const { kind, ref } = useLoaderData() as LoaderData;
  const rules = usePreloadedQuery<ActivityRulesScreenQuery>(query, ref).activityRules;
  const html = useMemo(() => sanitizeHtml(rules?.content ?? ''), [rules?.content]);
  const lang = useContentLang();
  return (
    <div className="activity-pages" data-testid="activity-rules" data-kind={kind}>
      <PageHeader contentHeading title={t(`activities.pages.rules.${kind}`)} />
      {rules && html ? (
        <section className="detail__card">
          <h1 className="detail__name" lang={lang} data-testid="rules-title">
            {rules.title}
          </h1>
          <div className="rich-text" lang={lang} data-testid="rules-text" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      ) : (
        <EmptyState text={t('activities.pages.rules.empty')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ActivityRulesScreen,
  loader: activityRulesLoader,
  skeleton: (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="skeleton-card skeleton-card--column">
        <SkeletonBlock width="60%" height={20} />
        <SkeletonBlock width="100%" height={14} />
        <SkeletonBlock width="90%" height={14} />
        <SkeletonBlock width="95%" height={14} />
      </div>
    </SkeletonScreen>
  ),
};
