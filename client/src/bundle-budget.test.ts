import { describe, expect, it } from 'vitest';
import { CLIENT_DIST, initialJs } from '../scripts/initial-js.mjs';

/**
 * The size budget of the home route's initial JavaScript, brotli as the gateway serves it
 * (the build's .br files), counted exactly as `pnpm bench` counts it (scripts/initial-js.mjs):
 * index.html's entry and modulepreloads, the home chunk, the default language's texts and their
 * static imports. Bytes, not time: deterministic for one build. Run after
 * `pnpm --filter @ctp/client build` (the browser tests need the build too).
 *
 * The target is 130 KiB (133,120 B); this budget is what the app reaches today (179,323 B
 * on 2026-11-25: 174,581 B on 2026-11-24, then the upload limits in the shell's query, the
 * families' lazy texts in i18n, the home grid's "all services" tile, the "site not found" page,
 * the screen header's home button and lucide icons in the shell; 182,491 B after issues 12-15's
 * eighteen families landed: their route tables now load on demand (familyRoutes.ts; they were
 * 187,382 B eagerly), the router keeps each family's first path segments; 183,021 B on 2026-11-27
 * once a toast raised before the language's texts arrive is worded when shown, not as a raw key;
 * 182,941 B the same day with the home's worship variant, which loads its shelf on demand;
 * 182,821 B on 2026-11-28 once a menu entry's external-link handling loads on the tap; 180,066 B
 * the same day once the older families off the bottom menu load their route tables on demand and
 * their texts with their screens; 178,696 B the same day once the booking and order texts only one
 * family shows (reservations, reservation orders, shop, activities, the personal centre) and the place
 * kinds' details moved to their families) plus a small margin; 179,460 B on 2026-11-29 with the
 * account's families (profile, real-name verification, contacts, addresses, agreements,
 * registration and cancellation: their first path segments in the router, the publishing
 * agreement's line beside the comment box's texts); 180,243 B the same day with the feedback, follows,
 * refunds, points, invitations and messages families' first path segments in the router (their
 * screens and texts are lazy chunks) and the live message centre's glue: the network layer's
 * subscribe function and the few lines that load the unread badge and the subscription after the
 * first render for a signed-in visitor (their code, graphql-sse and the texts are a chunk of their
 * own); 180,412 B the same day with the transport inquiries' seven first path segments
 * (train-, plane- and car- search and results, the train detail: their screens and texts are lazy
 * chunks); 180,696 B the same day with every family of the services a visitor on the road needs
 * (buses, trains, flights and coaches, weather, car rental, venues map, free electricity, guides,
 * agencies, the robot, search around, the regional pack): their first path segments in the
 * router, their screens and texts lazy chunks; 180,904 B after one text of a lazy chunk changed
 * (the bus route's arrow): the entry names the lazy chunks by their content hashes, so the same
 * code can compress ~150-200 B apart between builds when other chunks change; 178,398 B on
 * 2026-11-29 once the families' route tables (familyRoutes.ts: their first path segments and the
 * chunk list of each table's loader) became a chunk of their own, asked on the first navigation
 * into a family or once the first screen is shown; 180,867 B with the sign-in at page load
 * (the messaging app's and a native app's token handover run before the first screen, so they are
 * in the entry, ~1.4 KB), the offline state (the
 * error view names a failed network as being offline), the network layer keeping the answers a
 * signed-in visitor's vouchers need offline, and the service worker's registration after load;
 * 180,084 B once only the page-load sign-in's checks stay in the entry (relay/appSignInCheck.ts:
 * the address, the user agent, the session and the cookie) and its mutations load when they say
 * it must run; 178,917 B once the stack every screen runs on (React, Relay, the router, i18next)
 * is one chunk of its own (vite.config.ts: the bundler had split it into several smaller ones);
 * 178,774 B once the session refresh's mutation loads when a refresh is due; 179,152 B with visit
 * analytics' recorder (analytics/track.ts: menu and banner taps and route changes are noted from the
 * first screen on; the collector that sends them loads after it); 179,500 B with the beta sites'
 * gate in the shell (a site in beta sends a visitor who may not see it to the sign-in or
 * site-in-testing page before any screen) and a partner link's sign-in check at page load (its
 * token leaves the address before anything else; its mutation loads only when there is one);
 * 179,747 B with a news card that opens a reprint's source (its address, the analytics record, and
 * the leaving code loaded on the tap through shell/leaveApp.ts, shared with the menu's external
 * entries); 179,852 B with the other partners' tickets read from the address at page load (the
 * table of their parameters is in the entry: a ticket leaves the address before anything else)
 * and the stored session's messaging-app binding (a signed-in, unbound visitor authorizes once);
 * 179,938 B with a site's first-visit page (the shell asks for it on demand when the site has one)
 * and the news texts' label of a channel's micro-lessons (the news texts are the shell's);
 * 177,163 B on 2026-11-30 once everything the entry needs before any screen is one chunk with it
 * (vite.config.ts: the bundler had split what the entry shares with lazy screens into eight small
 * files, which compress worse one by one).
 * (bench/bundle-analysis.ts shows where the rest goes: react-dom, relay, react-router, i18next).
 * Lower it when the figure drops; raising it needs a reason in the commit.
 */
const HOME_INITIAL_JS_BUDGET = 177_500;

describe('bundle budget', () => {
  it(`the home route's initial JavaScript is at most ${HOME_INITIAL_JS_BUDGET} bytes brotli`, () => {
    const js = initialJs(CLIENT_DIST);
    expect(js, 'client/dist missing: run `pnpm --filter @ctp/client build` first').not.toBeNull();
    if (!js) return;
    const detail = js.files.map((f) => `${f.file} ${f.brotli}`).join(', ');
    // the entry, the home chunk and the language's texts are all counted
    expect(
      js.files.some((f) => /^assets\/HomeScreen-/.test(f.file)),
      detail,
    ).toBe(true);
    expect(
      js.files.some((f) => /^assets\/cn-/.test(f.file)),
      detail,
    ).toBe(true);
    expect(js.brotli, detail).toBeLessThanOrEqual(HOME_INITIAL_JS_BUDGET);
  });

  it('serves every initial file precompressed (the .br the gateway sends)', () => {
    const js = initialJs(CLIENT_DIST);
    if (!js) return;
    // a file under 1 KiB is sent as it is (scripts/precompress.mjs skips it)
    expect(js.files.filter((f) => f.raw >= 1024 && f.brotli >= f.raw).map((f) => f.file)).toEqual([]);
  });
});
