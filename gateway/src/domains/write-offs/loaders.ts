import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { refusalOf } from './refusals.ts';
import type { GateOrderRow, GateRow } from './types.ts';
import { gateList, gateOrder } from './upstream.ts';

export interface WriteOffLoaders {
  /** The caller's gates on the site (empty without the role), once per request. */
  gates(): Promise<GateRow[]>;
  /** Orders at the gate by upstream id; null for an unknown one or a caller without the role. */
  order: DataLoader<string, GateOrderRow | null>;
  /** Forgets what the request loaded (after a write-off). */
  clear(): void;
}

/** The gate's order of an answer; null when the upstream refused it as not found. */
function orderOf(envelope: Parameters<typeof decodeData>[0]): GateOrderRow | null {
  if (refusalOf(envelope)?.code === 'WRITE_OFF_NOT_FOUND') return null;
  return decodeData<GateOrderRow>(envelope);
}

export function createWriteOffLoaders(scope: RequestScope): WriteOffLoaders {
  let gates: Promise<GateRow[]> | null = null;
  const loadGates = () => (gates ??= gateList(scope.upstream).then((e) => decodeData<GateRow[]>(e) ?? []));
  // The upstream answers one order a call: a gate screen shows one order at a time.
  const order = new DataLoader<string, GateOrderRow | null>(async (ids) =>
    Promise.all(ids.map(async (orderId) => orderOf(await gateOrder(scope.upstream, { orderId })))),
  );
  return {
    gates: loadGates,
    order,
    clear: () => {
      gates = null;
      order.clearAll();
    },
  };
}

/** The order behind a voucher code (not cached: a code is typed once). */
export async function orderByCode(scope: RequestScope, verifyCode: string): Promise<GateOrderRow | null> {
  return orderOf(await gateOrder(scope.upstream, { verifyCode }));
}
