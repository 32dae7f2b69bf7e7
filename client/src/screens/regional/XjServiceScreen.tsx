import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import type { XjServiceScreenQuery } from '../../__generated__/XjServiceScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { Content } from '../../widgets/Content';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import { EditionLinks } from './EditionLinks';
import './regional.css';

const query = graphql`
  query XjServiceScreenQuery {
    regional {
      serviceGroups {
        name
        services {
          id
          name
          phone
        }
      }
    }
  }
`;

function serviceLoader({ request }: { request: Request }): PreloadedQuery<XjServiceScreenQuery> {
  prepareRequest(request);
  return preload<XjServiceScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /xj-service (menu code COMMON): the edition's pages, then the public phone lines by group, each one tap to call. */
export function XjServiceScreen() {
  const { t } = useTranslation();
  const { regional } = useRouteQuery<XjServiceScreenQuery>(query);
  const groups = regional.serviceGroups ?? null;
  return (
    <div className="xj-page" data-testid="xj-service">
      <PageHeader title={t('regional.pages.service')} />
      <EditionLinks current="/xj-service" />
      {groups === null ? (
        <PartFailed testId="xj-services-failed" />
      ) : groups.length === 0 ? (
        <EmptyState text={t('regional.emptyServices')} />
      ) : (
        groups.map((g) => (
          <section key={g.name} className="xj-section" aria-label={g.name}>
            <h2 className="section-title__text xj-section__title">
              <Content>{g.name}</Content>
            </h2>
            <ul className="xj-services" data-testid="xj-services">
              {g.services.map((s) => (
                <li key={s.id}>
                  <a href={`tel:${s.phone}`} className="xj-service" aria-label={`${s.name}: ${t('regional.call', { phone: s.phone })}`}>
                    <Content className="xj-service__name">{s.name}</Content>
                    <span className="xj-service__phone">
                      <Phone aria-hidden size={14} /> {s.phone}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: XjServiceScreen,
  loader: serviceLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
