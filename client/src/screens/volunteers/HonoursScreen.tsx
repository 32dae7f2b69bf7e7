import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { HonoursScreenQuery } from '../../__generated__/HonoursScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { HonourBadge } from './cards';

const query = graphql`
  query HonoursScreenQuery {
    volunteerHonours {
      id
      earned
      ...cards_honour
    }
    viewer {
      isSignedIn
    }
  }
`;

export function honoursLoader({ request }: { request: Request }): PreloadedQuery<HonoursScreenQuery> {
  prepareRequest(request);
  return preload<HonoursScreenQuery>(query, {}, { fresh: true });
}

/** /volunteer-honours: the site's honours, the viewer's earned ones in colour, each with the rule that earns it. */
export function HonoursScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<HonoursScreenQuery>(query);
  const earned = data.volunteerHonours.filter((h) => h.earned).length;
  return (
    <div className="vol-page" data-testid="honours-page">
      <PageHeader title={t('volunteers.honours.title')} />
      <section className="vol-card">
        {data.viewer.isSignedIn ? (
          <p data-testid="honours-count">{t('volunteers.honours.count', { earned, total: data.volunteerHonours.length })}</p>
        ) : (
          <p className="vol-muted">{t('volunteers.honours.signIn')}</p>
        )}
      </section>
      <section className="vol-card">
        {data.volunteerHonours.length === 0 ? (
          <EmptyState text={t('volunteers.honours.none')} />
        ) : (
          <ul className="vol-honours" data-testid="honour-list">
            {data.volunteerHonours.map((h) => (
              <HonourBadge key={h.id} honour={h} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
