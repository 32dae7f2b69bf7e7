/**
 * Handing a share card over (a chunk of its own, loaded on the first share): inside the messaging
 * app's browser, its JS-SDK (`window.wx`, the messaging app's own; never loaded from elsewhere)
 * gets the card for its share menu, configured with the gateway's signature of this page; the
 * caller then shows the hint pointing at that menu. Elsewhere the system share sheet
 * (`navigator.share`), else the link copied (Clipboard API) with a toast.
 */
import { fetchQuery, graphql } from 'react-relay';
import type { shareSignatureQuery } from '../../__generated__/shareSignatureQuery.graphql';
import { environment } from '../../relay/environment';
import { showToast } from '../../env/toast';
import i18n from '../../i18n';

/** The card as the share button's fragment reads it. */
export interface CardData {
  readonly title: string;
  readonly summary: string;
  readonly picture: { readonly url: string } | null | undefined;
  readonly link: string;
}

interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
  success?: () => void;
}

/** The part of the messaging app's JS-SDK the share uses. */
interface WxSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error?(callback: (reason: unknown) => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: WxShareData): void;
}

const SIGNATURE = graphql`
  query shareSignatureQuery($url: String!) {
    shareSignature(url: $url) {
      signature {
        appId
        timestamp
        nonceStr
        signature
      }
    }
  }
`;

/** The card's link and picture as absolute addresses (the card's link is relative to the app's origin). */
function absolute(card: CardData): { link: string; imgUrl: string } {
  return {
    link: new URL(card.link, window.location.origin).href,
    imgUrl: card.picture ? new URL(card.picture.url, window.location.origin).href : '',
  };
}

/** Configures the messaging app's share menu with the card; false when its SDK is not on the page. */
export async function configureMessagingAppShare(card: CardData): Promise<boolean> {
  const wx = (window as { wx?: WxSdk }).wx;
  if (!wx) return false;
  const url = window.location.href.split('#')[0] ?? '';
  const answer = await fetchQuery<shareSignatureQuery>(environment, SIGNATURE, { url }, { fetchPolicy: 'network-only' }).toPromise();
  const signed = answer?.shareSignature.signature;
  if (!signed) return false;
  wx.config({ debug: false, ...signed, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
  const { link, imgUrl } = absolute(card);
  wx.ready(() => {
    wx.updateAppMessageShareData({ title: card.title, desc: card.summary, link, imgUrl });
    wx.updateTimelineShareData({ title: card.title, link, imgUrl });
  });
  return true;
}

/** Outside the messaging app: the system share sheet, else the link copied. */
export async function shareElsewhere(card: CardData): Promise<void> {
  const { link } = absolute(card);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: card.title, text: card.summary, url: link });
      return;
    } catch (error) {
      // the visitor closed the sheet: nothing more to do
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    showToast({ message: () => i18n.t('share.copied'), type: 'success' });
  } catch {
    showToast({ message: () => i18n.t('share.copyFailed'), type: 'error' });
  }
}
