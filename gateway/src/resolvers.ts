import type { Resolvers } from './generated/resolvers-types.ts';
import { imageResolvers } from './domains/images/resolvers.ts';
import { newsNodeLoaders } from './domains/news/nodes.ts';
import { newsResolvers } from './domains/news/resolvers.ts';
import { placeNodeLoaders } from './domains/places/nodes.ts';
import { placeResolvers } from './domains/places/resolvers.ts';
import { regionNodeLoaders } from './domains/regions/nodes.ts';
import { regionResolvers } from './domains/regions/resolvers.ts';
import { siteNodeLoaders } from './domains/site/nodes.ts';
import { siteResolvers } from './domains/site/resolvers.ts';
import { resolveNode, resolveNodes } from './relay/node.ts';
import type { NodeRegistry } from './relay/node.ts';
import { DateTime, SafeHtml } from './scalars.ts';
import { activityNodeLoaders, activityRoomNodeLoaders } from './domains/activities/nodes.ts';
import { activityResolvers } from './domains/activities/resolvers.ts';
import { commentNodeLoaders } from './domains/comments/nodes.ts';
import { commentResolvers } from './domains/comments/resolvers.ts';
import { creditResolvers } from './domains/credit/resolvers.ts';
import { interactionResolvers } from './domains/interactions/resolvers.ts';
import { sessionResolvers } from './domains/session/resolvers.ts';
import { viewerNodeLoaders } from './domains/viewer/nodes.ts';
import { viewerResolvers } from './domains/viewer/resolvers.ts';
import { appointmentNodeLoaders, appointmentResolvers } from './domains/appointments/resolvers.ts';
import { orderNodeLoaders, orderPayloadResolvers, orderResolvers } from './domains/orders/resolvers.ts';
import { reservationResolvers } from './domains/reservations/resolvers.ts';
import { routeNodeLoaders, routeResolvers } from './domains/routes/resolvers.ts';
import { shopNodeLoaders, shopResolvers } from './domains/shop/resolvers.ts';
import { externalLinkResolvers } from './security/external-links.ts';
import { searchResolvers } from './domains/search/resolvers.ts';

type NodeSource = NonNullable<Awaited<ReturnType<(typeof nodeRegistry)[string]>>>;

/** Every Node type → how to load it by raw id. */
const nodeRegistry = {
  ...siteNodeLoaders,
  ...regionNodeLoaders,
  ...placeNodeLoaders,
  ...newsNodeLoaders,
  ...viewerNodeLoaders,
  ...commentNodeLoaders,
  ...activityNodeLoaders,
  ...activityRoomNodeLoaders,
  ...orderNodeLoaders,
  ...appointmentNodeLoaders,
  ...shopNodeLoaders,
  ...routeNodeLoaders,
} satisfies NodeRegistry<unknown>;

const registry: NodeRegistry<NodeSource> = nodeRegistry;

const relayResolvers: Resolvers = {
  Query: {
    node: (_root, args, ctx) => resolveNode(registry, args.id, ctx),
    nodes: (_root, args, ctx) => resolveNodes(registry, args.ids, ctx),
  },
  Node: { __resolveType: (source) => source.__typename ?? null },
};

const domains: Resolvers[] = [
  relayResolvers, siteResolvers, placeResolvers, regionResolvers, newsResolvers, imageResolvers,
  sessionResolvers, viewerResolvers, creditResolvers, interactionResolvers, commentResolvers, activityResolvers,
  orderResolvers, orderPayloadResolvers, reservationResolvers, appointmentResolvers, shopResolvers, routeResolvers,
  searchResolvers, externalLinkResolvers as unknown as Resolvers,
];

/** All resolvers, merged per type. */
export const resolvers: Resolvers = domains.reduce<Resolvers>((merged, domain) => {
  for (const [type, fields] of Object.entries(domain)) {
    merged[type] = { ...(merged[type] as object | undefined), ...(fields as object) };
  }
  return merged;
}, { DateTime, SafeHtml });
