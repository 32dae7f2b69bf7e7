import { fetchQuery, graphql } from 'react-relay';
import type { openExternalQuery } from '../__generated__/openExternalQuery.graphql';
import i18n from '../i18n';
import { environment } from '../relay/environment';
import { confirmDialog } from '../env/dialog';
import { showToast } from '../env/toast';

const query = graphql`
  query openExternalQuery($url: String!) {
    externalLink(url: $url) {
      url
      needsDisclaimer
      disclaimerText
    }
  }
`;

/** The gateway's verdict on an external address (`ExternalLink`: Query.externalLink, MenuEntry.externalLink, NewsArticle.sourceLink). */
export interface ExternalLinkVerdict {
  readonly url: string | null | undefined;
  readonly needsDisclaimer: boolean;
  readonly disclaimerText?: string | null | undefined;
}

/**
 * Follows the gateway's verdict: directly when it needs no disclaimer, otherwise after the
 * leaving-the-platform disclaimer (its text, naming the site, comes from the gateway); no
 * address (not http(s)) → the "coming soon" toast. The app never decides on a host itself.
 */
export async function followExternalLink(verdict: ExternalLinkVerdict | null | undefined, siteName: string): Promise<void> {
  if (!verdict?.url) {
    showToast({ message: i18n.t('comingSoon.toast') });
    return;
  }
  if (verdict.needsDisclaimer) {
    const ok = await confirmDialog({
      title: i18n.t('external.title'),
      message: verdict.disclaimerText ?? i18n.t('external.message', { site: siteName }),
    });
    if (!ok) return;
  }
  window.location.href = verdict.url;
}

/**
 * Opens an address outside the app the way the gateway says (spec: allowed hosts open directly,
 * others after the leaving-the-platform disclaimer; addresses that are not http(s) never open).
 * For addresses a screen's data carries without a verdict; prefer the `ExternalLink` fields.
 */
export async function openExternal(url: string | null | undefined, siteName: string): Promise<void> {
  if (!url) {
    showToast({ message: i18n.t('comingSoon.toast') });
    return;
  }
  let verdict: openExternalQuery['response']['externalLink'] | null = null;
  try {
    verdict = (await fetchQuery<openExternalQuery>(environment, query, { url }).toPromise())?.externalLink ?? null;
  } catch {
    return;
  }
  await followExternalLink(verdict, siteName);
}

/**
 * Opens an outgoing link fetched when the person taps (order links
 * carry an identity fetched at that moment). A failed fetch was already toasted by the network
 * layer; then nothing opens.
 */
export async function openFetchedLink(load: () => Promise<string | null | undefined>, siteName: string): Promise<void> {
  let url: string | null | undefined;
  try {
    url = await load();
  } catch {
    return;
  }
  await openExternal(url, siteName);
}
