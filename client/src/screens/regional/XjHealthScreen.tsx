import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { XjHealthScreenQuery } from '../../__generated__/XjHealthScreenQuery.graphql';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PartFailed } from '../../shell/StateViews';
import { formatDate } from '../../widgets/format';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { EditionLinks } from './EditionLinks';
import './regional.css';

const query = graphql`
  query XjHealthScreenQuery {
    viewer {
      user {
        healthCode {
          color
          checkedAt
        }
      }
    }
  }
`;

/** Signed out, the page goes to /login and comes back: the code is the signed-in visitor's. */
function healthLoader({ request }: { request: Request }): PreloadedQuery<XjHealthScreenQuery> {
  return preloadSignedIn<XjHealthScreenQuery>(request, query, {});
}

/** /xj-health (menu code HEALTH_CODE): the visitor's health code as the regional pack shows it: its colour, what it means, when it was checked. */
export function XjHealthScreen() {
  const { t, i18n } = useTranslation();
  const { viewer } = useRouteQuery<XjHealthScreenQuery>(query);
  const code = viewer.user?.healthCode ?? null;
  return (
    <div className="xj-page" data-testid="xj-health">
      <PageHeader title={t('regional.pages.health')} />
      {code ? (
        <section className={`xj-health xj-health--${code.color.toLowerCase()}`} data-testid="xj-health-code" data-color={code.color}>
          <h2 className="xj-health__title">{t('regional.healthTitle')}</h2>
          <ShieldCheck aria-hidden size={96} className="xj-health__mark" />
          <p className="xj-health__color">{t(`regional.healthColor.${code.color}`)}</p>
          <p className="xj-health__advice">{t(`regional.healthAdvice.${code.color}`)}</p>
          {code.checkedAt && (
            <p className="xj-health__time">{t('regional.checkedAt', { time: formatDate(code.checkedAt, i18n.language, true) })}</p>
          )}
        </section>
      ) : (
        <PartFailed testId="xj-health-failed" />
      )}
      <EditionLinks current="/xj-health" />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: XjHealthScreen,
  loader: healthLoader,
  skeleton: <DetailSkeleton header picture={false} />,
};
