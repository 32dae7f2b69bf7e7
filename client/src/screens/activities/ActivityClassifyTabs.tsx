import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ActivityClassifyTabs_query$key } from '../../__generated__/ActivityClassifyTabs_query.graphql';
import { LinkTab } from '../../widgets/LinkTabs';
import { Content } from '../../widgets/Content';

/** The classify tabs of the activity pages: "All" then each classify (/activity/:classifyId). */
export function ActivityClassifyTabs({
  query,
  current,
  hrefOf,
}: {
  query: ActivityClassifyTabs_query$key;
  current: string | null;
  hrefOf(id: string | null): string;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ActivityClassifyTabs_query on Query {
        activityClassifies {
          id
          name
        }
      }
    `,
    query,
  );
  const tabs = [{ id: null as string | null, name: t('common.all') }, ...(data.activityClassifies ?? [])];
  return (
    <nav className="tabs" data-testid="classify-tabs">
      {tabs.map((c) => (
        <LinkTab key={c.id ?? 'all'} to={hrefOf(c.id)} on={c.id === current} testId="classify-tab">
          {c.id ? <Content>{c.name}</Content> : c.name}
        </LinkTab>
      ))}
    </nav>
  );
}
