import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type Servers } from './harness';
import { completeTable, opens } from './routeTable';
import { CRAWL_LIMITS, Crawl, readSchema, signIn, type Emitted } from './graphCrawl';

/**
 * The route contract: every in-app path the graph emits on the demo data opens a screen of the
 * app, not the shell's catch-all (`*`, the "coming soon" page). The paths come from the running
 * system: the schema is read by introspection, and every field named `path` or `…Path` is asked
 * for wherever the graph reaches it from the root lists (each demo site's menus, home layout,
 * lists of every kind, the signed-in viewer's records), then on one object of each type through
 * `node(id:)` (the detail-level fields). Each path is matched against the complete route table:
 * the router's own routes and every family's table, loaded.
 */

/** The demo data set's live sites (the suspended Jiayuguan site answers SERVICE_SUSPENDED). */
const DEMO_SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100', 'site110119'];
/** A demo traveller with orders, reservations and records to list. */
const TRAVELLER = '13800000001';

/**
 * The path fields of the schema the crawl does not reach on the demo data, each with why. Every
 * other path field must be reached, so a new one is checked as soon as the schema has it.
 */
const NOT_REACHED: Record<string, string> = {
  'ChargingStation.mapPath':
    'free electricity is offered only on a site with a shop address (site513225) and the crawl signs in on site510100 only (electricity.test.ts opens it)',
  'Column.path': 'a column is fetched by its code only (`column(code:)`), and no list of the graph names the codes',
  'FollowedResource.path':
    "`User.followed` needs its `kind`, and the crawl's traveller follows none of the attention kinds (13800000002 does: follows.test.ts opens one)",
  'Message.linkPath':
    "a user's messages are reached through `Viewer.messageCenter.messages(messageClass:)`, a list with a required argument the crawl does not fill",
  'MessageReply.resourcePath': "only on a reply to the user's comment, which the demo data do not hold",
  'ReservationOrder.reviewPath': "null on the demo traveller's orders (only an order that can be reviewed has one)",
  'ReservationVoucher.mapPath': 'the one order read in full (`node`) has no voucher with a position',
  'FormSection.path':
    'a page is fetched by its key only (`page(key:)`), and no list of the graph names the keys (the gateway and browser pages tests check them)',
  'PageMapPoint.path':
    'a page is fetched by its key only (`page(key:)`), and no list of the graph names the keys (the gateway and browser pages tests check them)',
  'RobotAnswer.searchPath': "only in `askRobot`'s answer (a mutation; the crawl reads queries): robot.test.ts follows one",
  'RobotAnswerLink.path': "only in `askRobot`'s answer (a mutation; the crawl reads queries): robot.test.ts follows one",
  'SignInCode.path': "a team manager's only; the crawl signs in as a traveller",
  'TeamInvitation.path': "a team manager's only; the crawl signs in as a traveller",
  'WriteOffGate.path': "a gate staff member's only; the crawl signs in as a traveller (write-off.test.ts opens one)",
  'Appointment.successPath': "only in `makeAppointment`'s answer (a mutation; the crawl reads queries): appointments.test.ts follows one",
  'SignIn.detailPath': "a volunteer's own sign-ins only; the crawl's traveller has none (volunteer-check-in.test.ts opens one)",
  'GuideBookingInfo.successPath':
    "only on narrator and interpretation orders, which the crawl's traveller holds none of (guide-orders.test.ts opens one)",
  'GuideBookingInfo.ordersPath':
    "only on narrator and interpretation orders, which the crawl's traveller holds none of (guide-orders.test.ts opens one)",
  'NarratorOffer.orderPath':
    'an offer is fetched by its place only (`narratorOffer(placeId:)`); the places name the same page as `narratorOrderPath`, which the crawl reaches',
  'ActivityPlace.placePath':
    "`activityPlace(id:, kind:)` needs a place id the crawl does not fill (activity-pages.test.ts opens a venue's activities)",
  'ActivitySurvey.path':
    '`activitySurvey(orderCode:)` needs an order code the crawl does not fill (activity-pages.test.ts answers a survey)',
  'ReservationOrder.surveyPath':
    "only on a used activity reservation, which the crawl's reservation list (venue orders by default) does not show (activity-pages.test.ts follows one)",
  'VenueDayVenue.detailPath': '`venueDay(date:)` needs a date the crawl does not fill (activity-pages.test.ts opens a day)',
  'ShopOrder.contractPath':
    "only on line orders, the oldest of the demo traveller's shop orders, past the first page the crawl reads (line-contract.test.ts opens one)",
};

describe('route contract: every path the graph emits opens a screen', () => {
  let servers: Servers;
  let table: RouteObject[];
  const emitted: Emitted[] = [];

  beforeAll(async () => {
    servers = await startServers({ gateway: { limits: CRAWL_LIMITS } });
    table = await completeTable();
  });
  afterAll(() => servers?.close());

  it('the graph is read from each demo site, anonymously and signed in: every path field is answered', async () => {
    const schema = await readSchema(servers.gatewayUrl);
    const token = await signIn(servers, TRAVELLER);
    const crawls = [...DEMO_SITES.map((site) => new Crawl(servers, schema, site, null)), new Crawl(servers, schema, DEMO_SITES[0]!, token)];
    for (const crawl of crawls) {
      await crawl.roots();
      await crawl.nodes();
      emitted.push(...crawl.paths);
    }
    // every path field answered somewhere: the menus, the home's shelves, the places of every
    // kind, the traveller's orders…
    const reached = new Set(emitted.map((e) => /: (\w+\.\w+)/.exec(e.from)?.[1]));
    expect(
      schema
        .pathFields()
        .filter((f) => !reached.has(f))
        .sort(),
    ).toEqual(Object.keys(NOT_REACHED).sort());
  });

  it('each path opens a route of its own, not the catch-all', () => {
    // one match per address (the same path comes from many objects and sites)
    const firstFrom = new Map<string, string>();
    for (const e of emitted) {
      const pathname = e.path.split(/[?#]/)[0]!;
      if (!firstFrom.has(pathname)) firstFrom.set(pathname, e.from);
    }
    expect(firstFrom.size).toBeGreaterThan(0);
    const unrouted = [...firstFrom].filter(([pathname]) => [null, '*'].includes(opens(table, pathname)));
    expect(unrouted.map(([path, from]) => `${path} (from ${from})`)).toEqual([]);
  });
});
