import type { GraphQLScalarType } from 'graphql';
import type { Resolvers } from './generated/resolvers-types.ts';
import type { GatewayContext, Loaders, RequestScope } from './core/context.ts';
import type { DomainModule } from './core/module.ts';
import type { NodeLoader, NodeSource } from './core/relay/node.ts';
import { resolveNode, resolveNodes } from './core/relay/node.ts';
import { coreResolvers } from './core/resolvers.ts';
import { registerUserErrorTexts } from './core/messages.ts';
import { registerDetailPath, registerResourceType } from './core/resource-types.ts';
import { DateTime, SafeHtml } from './core/scalars.ts';
import { activitiesModule } from './domains/activities/index.ts';
import { appointmentsModule } from './domains/appointments/index.ts';
import { commentsModule } from './domains/comments/index.ts';
import { creditModule } from './domains/credit/index.ts';
import { imagesModule } from './domains/images/index.ts';
import { interactionsModule } from './domains/interactions/index.ts';
import { linksModule } from './domains/links/index.ts';
import { newsModule } from './domains/news/index.ts';
import { ordersModule } from './domains/orders/index.ts';
import { placesModule } from './domains/places/index.ts';
import { regionsModule } from './domains/regions/index.ts';
import { reservationsModule } from './domains/reservations/index.ts';
import { routesModule } from './domains/routes/index.ts';
import { searchModule } from './domains/search/index.ts';
import { sessionModule } from './domains/session/index.ts';
import { shopModule } from './domains/shop/index.ts';
import { siteModule, siteSummaryOf } from './domains/site/index.ts';
import { viewerModule } from './domains/viewer/index.ts';
import { uploadsModule } from './domains/uploads/index.ts';
import { heritageModule } from './domains/heritage/index.ts';
import { brandsModule } from './domains/brands/index.ts';
import { destinationsModule } from './domains/destinations/index.ts';
import { rankingsModule } from './domains/rankings/index.ts';
import { columnsModule } from './domains/columns/index.ts';
import { storiesModule } from './domains/stories/index.ts';
import { complaintsModule } from './domains/complaints/index.ts';
import { helpModule } from './domains/help/index.ts';
import { votesModule } from './domains/votes/index.ts';
import { questionnairesModule } from './domains/questionnaires/index.ts';
import { volunteersModule } from './domains/volunteers/index.ts';
import { coursesModule } from './domains/courses/index.ts';
import { itinerariesModule } from './domains/itineraries/index.ts';
import { liveModule } from './domains/live/index.ts';
import { mediaModule } from './domains/media/index.ts';
import { guidedToursModule } from './domains/guided-tours/index.ts';
import { memorialModule } from './domains/memorial/index.ts';
import { convenienceModule } from './domains/convenience/index.ts';
import { agreementsModule } from './domains/agreements/index.ts';
import { addressesModule } from './domains/addresses/index.ts';
import { verificationModule } from './domains/verification/index.ts';
import { contactsModule } from './domains/contacts/index.ts';
import { feedbackModule } from './domains/feedback/index.ts';
import { followsModule } from './domains/follows/index.ts';
import { refundsModule } from './domains/refunds/index.ts';
import { withdrawalsModule } from './domains/withdrawals/index.ts';
import { pointsModule } from './domains/points/index.ts';
import { invitationsModule } from './domains/invitations/index.ts';
import { messagingAppModule } from './domains/messaging-app/index.ts';
import { shareModule } from './domains/share/index.ts';
import { messagesModule } from './domains/messages/index.ts';
import { busesModule } from './domains/buses/index.ts';
import { regionalModule } from './domains/regional/index.ts';
import { trafficModule } from './domains/traffic/index.ts';
import { weatherModule } from './domains/weather/index.ts';
import { rentalModule } from './domains/rental/index.ts';
import { electricityModule } from './domains/electricity/index.ts';
import { guidesModule } from './domains/guides/index.ts';
import { agenciesModule } from './domains/agencies/index.ts';
import { robotModule } from './domains/robot/index.ts';
import { pagesModule } from './domains/pages/index.ts';
import { seatsModule } from './domains/seats/index.ts';
import { storefrontModule } from './domains/storefront/index.ts';
import { subscriptionsModule } from './domains/subscriptions/index.ts';
import { writeOffsModule } from './domains/write-offs/index.ts';
import { partnerSignInModule } from './domains/partner-sign-in/index.ts';
import { analyticsModule } from './domains/analytics/index.ts';
import { signUpFormsModule } from './domains/signup-forms/index.ts';
import { narratorsModule } from './domains/narrators/index.ts';
import { promotionModule } from './domains/promotion/index.ts';
import { orderHubModule } from './domains/order-hub/index.ts';
import { lineContractsModule } from './domains/line-contracts/index.ts';
import { placeNewsModule } from './domains/place-news/index.ts';

/**
 * THE list of domains. Adding a family: write its folder (schema.graphql, schema.mappers.ts,
 * index.ts exporting a DomainModule) and add it here; nothing else in the gateway changes.
 */
export const DOMAINS: readonly DomainModule[] = [
  siteModule,
  regionsModule,
  imagesModule,
  placesModule,
  newsModule,
  linksModule,
  sessionModule,
  viewerModule,
  creditModule,
  interactionsModule,
  commentsModule,
  activitiesModule,
  ordersModule,
  reservationsModule,
  appointmentsModule,
  shopModule,
  routesModule,
  searchModule,
  uploadsModule,
  heritageModule,
  brandsModule,
  destinationsModule,
  rankingsModule,
  columnsModule,
  storiesModule,
  complaintsModule,
  helpModule,
  votesModule,
  questionnairesModule,
  volunteersModule,
  coursesModule,
  itinerariesModule,
  liveModule,
  mediaModule,
  guidedToursModule,
  memorialModule,
  convenienceModule,
  agreementsModule,
  addressesModule,
  verificationModule,
  contactsModule,
  feedbackModule,
  followsModule,
  refundsModule,
  withdrawalsModule,
  pointsModule,
  invitationsModule,
  messagesModule,
  busesModule,
  regionalModule,
  trafficModule,
  weatherModule,
  rentalModule,
  electricityModule,
  guidesModule,
  agenciesModule,
  robotModule,
  pagesModule,
  messagingAppModule,
  seatsModule,
  storefrontModule,
  subscriptionsModule,
  writeOffsModule,
  analyticsModule,
  shareModule,
  signUpFormsModule,
  partnerSignInModule,
  narratorsModule,
  promotionModule,
  orderHubModule,
  lineContractsModule,
  placeNewsModule,
];

for (const domain of DOMAINS) {
  if (domain.errorTexts) registerUserErrorTexts(domain.errorTexts);
  for (const entry of domain.resourceTypes ?? []) registerResourceType(entry);
  for (const [resourceType, path] of Object.entries(domain.detailPaths ?? {})) registerDetailPath(resourceType, path);
}

export { siteSummaryOf };
export { UPLOAD_DEFAULTS } from './domains/uploads/index.ts';
export { LANGUAGE_SITE_DEFAULTS, parseLanguageSites } from './domains/site/index.ts';
export { SMS_LIMIT_DEFAULTS } from './domains/session/index.ts';
export { MESSAGING_APP_PRODUCTION, messagingAppDevelopment, type MessagingAppEndpoints } from './domains/messaging-app/index.ts';

/** Every Node type → how to load it by raw id. */
const NODE_LOADERS: Readonly<Record<string, NodeLoader<NodeSource>>> = Object.assign(
  {},
  ...DOMAINS.map((domain) => domain.nodes ?? {}),
) as Record<string, NodeLoader<NodeSource>>; // each domain's loaders answer its own types' mappers

/** Loads a Node by type name and raw id through the registry; null for unknown types. */
export function loadNode(typeName: string, rawId: string, ctx: GatewayContext): Promise<NodeSource | null> {
  const loader = NODE_LOADERS[typeName];
  return loader ? loader(rawId, ctx) : Promise.resolve(null);
}

/** Every domain forgets what its loaders hold about a changed Node. */
export function forgetNode(typeName: string, rawId: string, loaders: Loaders): void {
  for (const domain of DOMAINS) domain.forget?.(typeName, rawId, loaders);
}

const relayResolvers: Resolvers = {
  Query: {
    node: (_root, args, ctx) => resolveNode(NODE_LOADERS, args.id, ctx),
    nodes: (_root, args, ctx) => resolveNodes(NODE_LOADERS, args.ids, ctx),
    nodeByUpstreamId: (_root, args, ctx) =>
      /^[A-Z][A-Za-z]{0,63}$/.test(args.type) && args.upstreamId.length <= 128 ? loadNode(args.type, args.upstreamId, ctx) : null,
  },
  Node: { __resolveType: (source) => source.__typename },
};

/**
 * All resolvers, merged per type (each domain resolves its own fields of shared types). A field
 * resolved twice (two domains, or a domain and the core) stops the start: one would silently
 * replace the other.
 */
export const resolvers: Resolvers & Record<string, GraphQLScalarType | object> = mergeResolvers(
  [relayResolvers, coreResolvers, ...DOMAINS.map((d) => d.resolvers)],
  {
    DateTime,
    SafeHtml,
  },
);

export function mergeResolvers(sets: readonly Resolvers[], base: Resolvers): Resolvers {
  const merged: Record<string, object> = { ...(base as Record<string, object>) };
  for (const set of sets) {
    for (const [type, fields] of Object.entries(set)) {
      const into = merged[type] as Record<string, unknown> | undefined;
      for (const field of Object.keys(fields as object)) {
        if (into && field in into)
          throw new Error(`${type}.${field} is resolved twice: each field has one owner (registry.ts merges the domains' resolvers)`);
      }
      merged[type] = { ...into, ...(fields as object) };
    }
  }
  return merged as Resolvers;
}

/** Every domain's loader factories, by key. */
const LOADER_FACTORIES: ReadonlyArray<[keyof Loaders, (s: RequestScope, l: Loaders) => unknown]> = DOMAINS.flatMap(
  (domain) => Object.entries(domain.loaders ?? {}) as Array<[keyof Loaders, (s: RequestScope, l: Loaders) => unknown]>,
);

/** One request's loader set: a getter per key on a prototype built once (not per request). */
class RequestLoaders {
  readonly #scope: RequestScope;
  readonly #created = new Map<keyof Loaders, unknown>();
  constructor(scope: RequestScope) {
    this.#scope = scope;
  }
  static {
    for (const [key, create] of LOADER_FACTORIES) {
      Object.defineProperty(RequestLoaders.prototype, key, {
        enumerable: true,
        get(this: RequestLoaders) {
          let value = this.#created.get(key);
          if (value === undefined) {
            value = create(this.#scope, this as unknown as Loaders);
            this.#created.set(key, value);
          }
          return value;
        },
      });
    }
  }
}

/**
 * The request's loaders: each domain's are created on first use, with the request's scope and
 * this same lazy set (so a domain reaches another's loaders without importing it).
 */
export function createLoaders(scope: RequestScope): Loaders {
  return new RequestLoaders(scope) as unknown as Loaders;
}
