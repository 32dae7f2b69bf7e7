import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { QrCodeScreenQuery } from '../../__generated__/QrCodeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { QrCode } from '../../widgets/QrCode';
import { Img } from '../../widgets/Img';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { ShareButton } from '../share';
import { NotPromoter } from './NotPromoter';
import './promotion.css';
import { copyWithToast } from '../../env/clipboard';

const query = graphql`
  query QrCodeScreenQuery {
    site {
      name
    }
    viewer {
      isSignedIn
      user {
        id
        nickname
        avatar {
          url(size: THUMBNAIL)
        }
        promotion {
          promoter {
            invitationCode
            shareCard {
              link
              ...ShareButton_card
            }
          }
        }
      }
    }
  }
`;

export function qrCodeLoader({ request }: { request: Request }): PreloadedQuery<QrCodeScreenQuery> {
  return preloadSignedIn<QrCodeScreenQuery>(request, query, {});
}

/** The poster's shape while it loads. */
export function QrCodeSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="promo-card promo-poster">
        <SkeletonBlock width={56} height={56} radius={28} />
        <SkeletonBlock width="60%" height={18} />
        <SkeletonBlock width={200} height={200} />
      </div>
    </SkeletonScreen>
  );
}

/** /qr-code (login required): the promoter's poster, the QR code of the site's invitation link drawn on the device. */
export function QrCodeScreen() {
  const { t } = useTranslation();
  const { viewer, site } = useRouteQuery<QrCodeScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const user = viewer.user;
  const promoter = user?.promotion.promoter;
  return (
    <div className="promo-page" data-testid="promotion-qr-page">
      <PageHeader title={t('promotion.posterTitle')} />
      {!user ? (
        <EmptyState text={t('user.signedOut')} />
      ) : !promoter ? (
        <NotPromoter />
      ) : (
        <Poster
          name={user.nickname}
          avatar={user.avatar?.url ?? null}
          siteName={site?.name ?? ''}
          code={promoter.invitationCode}
          url={new URL(promoter.shareCard.link, window.location.origin).href}
          card={promoter.shareCard}
        />
      )}
    </div>
  );
}

function Poster(props: {
  name: string;
  avatar: string | null;
  siteName: string;
  code: string;
  url: string;
  card: Parameters<typeof ShareButton>[0]['card'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="promo-card promo-poster" data-testid="promotion-poster">
        <Img src={props.avatar ?? undefined} alt={props.name} className="promo-poster__avatar" />
        <div className="promo-poster__name" data-testid="promotion-poster-name">
          {t('promotion.posterInvite', { name: props.name })}
        </div>
        <div className="promo-poster__site" data-testid="promotion-poster-site">
          {props.siteName}
        </div>
        <QrCode value={props.url} label={t('promotion.qr')} size={200} testId="promotion-qr" />
        <div className="promo-poster__code" data-testid="promotion-poster-code">
          {props.code}
        </div>
        <p className="muted promo-poster__scan">{t('promotion.posterScan', { site: props.siteName })}</p>
      </section>
      <div className="promo-actions">
        <button
          type="button"
          className="promo-button"
          onClick={() => void copyWithToast(props.url, t('promotion.copied'), t('promotion.copyFailed'))}
          data-testid="promotion-copy"
        >
          <Copy aria-hidden size={16} />
          {t('promotion.copy')}
        </button>
        <ShareButton card={props.card} />
      </div>
    </>
  );
}
