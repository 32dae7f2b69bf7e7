import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import type { InformationScreenQuery } from '../../__generated__/InformationScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { sanitizeHtml } from '../../widgets/sanitize';
import './help.css';
import { Content } from '../../widgets/Content';

const query = graphql`
  query InformationScreenQuery {
    informationSections {
      id
      title
      content
      phone
    }
  }
`;

/** /information: the site's service information (visitor centre, complaints desk, medical help, transport). */
export function informationLoader({ request }: { request: Request }): PreloadedQuery<InformationScreenQuery> {
  prepareRequest(request);
  return preload<InformationScreenQuery>(query, {});
}

export function InformationScreen() {
  const { t } = useTranslation();
  const { informationSections: sections } = useRouteQuery<InformationScreenQuery>(query);
  return (
    <div className="help-page" data-testid="information">
      <PageHeader title={t('help.information')} />
      {sections.length === 0 ? (
        <EmptyState text={t('help.noInformation')} />
      ) : (
        sections.map((s) => (
          <section key={s.id} className="info-section" aria-labelledby={`info-${s.id}`} data-testid="information-section">
            <h2 className="help-section__title" id={`info-${s.id}`}>
              {s.title}
            </h2>
            {s.content && <Content as="div" className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(s.content) }} />}
            {s.phone && (
              <a className="info-section__call" href={`tel:${s.phone.replace(/[^\d+-]/g, '')}`}>
                <Phone aria-hidden size={16} /> {s.phone}
              </a>
            )}
          </section>
        ))
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: InformationScreen, loader: informationLoader, skeleton: <DetailSkeleton /> };
