import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AgreementKind, AgreementScreenQuery } from '../../__generated__/AgreementScreenQuery.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { sanitizeHtml } from '../../widgets/sanitize';
import { Content } from '../../widgets/Content';
import { formatDate } from '../../widgets/format';
import './agreements.css';

const query = graphql`
  query AgreementScreenQuery($kind: AgreementKind!) {
    agreement(kind: $kind) {
      id
      title
      version
      updatedAt
      body
    }
  }
`;

type Kind = Exclude<AgreementKind, '%future added value'>;

/** The loader of one agreement's page: its query, preloaded with the route. */
export function agreementLoader(kind: Kind) {
  return ({ request }: { request: Request }): PreloadedQuery<AgreementScreenQuery> => {
    prepareRequest(request);
    return preload<AgreementScreenQuery>(query, { kind });
  };
}

/** /registration-agreement, /privacy-agreement, /publishing-agreement: the site's agreement of that kind. */
export function AgreementScreen({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const { agreement } = useRouteQuery<AgreementScreenQuery>(query);
  return (
    <div className="agreement-page" data-testid="agreement-page" data-kind={kind}>
      <PageHeader contentHeading title={agreement?.title ?? t(`agreements.${kind}`)} />
      {!agreement ? (
        <EmptyState text={t('agreements.missing')} />
      ) : (
        <article className="agreement">
          <h1 className="agreement__title" data-testid="agreement-title">
            {agreement.title}
          </h1>
          <p className="agreement__meta">
            {t('agreements.version', { version: agreement.version })}
            {agreement.updatedAt && ` · ${t('agreements.updated', { date: formatDate(agreement.updatedAt, i18n.language) })}`}
          </p>
          {agreement.body && (
            <Content
              as="div"
              className="rich-text agreement__body"
              data-testid="agreement-body"
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(agreement.body) }}
            />
          )}
        </article>
      )}
    </div>
  );
}

export const ScreenSkeleton = DetailSkeleton;
