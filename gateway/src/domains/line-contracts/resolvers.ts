import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { shopOrderType, type ShopOrderSource } from '../shop/index.ts';
import { signLineContract } from './mutations.ts';
import { canSign, contractStatus, ORDER_ID } from './rules.ts';
import { lineContractSource } from './source.ts';
import type { LineContractClauseSource, LineContractSource } from './types.ts';

const isLine = (o: ShopOrderSource) => shopOrderType(int(o.row.orderType)) === 'LINE';

export const lineContractNodeLoaders: Record<string, NodeLoader<LineContractSource>> = {
  LineContract: async (rawId, ctx) => {
    requireToken(ctx);
    if (!ORDER_ID.test(rawId)) return null;
    const row = await ctx.loaders.lineContracts.contract.load(rawId);
    return row ? lineContractSource(rawId, row) : null;
  },
};

/** The terms as the upstream numbers them. */
function clauses(value: unknown): LineContractClauseSource[] {
  const list = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
  return list.map((c, i) => ({ number: int(c.no) ?? i + 1, title: text(c.title) ?? '', text: text(c.text) ?? '' }));
}

const names = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => text(v) ?? '').filter((v) => v !== '') : []);

export const lineContractResolvers: Resolvers = {
  ShopOrder: {
    lineContract: async (o, _args, ctx) => {
      if (!isLine(o) || !ORDER_ID.test(o.id)) return null;
      const row = await ctx.loaders.lineContracts.contract.load(o.id);
      return row ? lineContractSource(o.id, row) : null;
    },
    contractPath: (o) => (isLine(o) ? `/contract-line/${encodeURIComponent(toGlobalId('ShopOrder', o.id))}` : null),
  },
  LineContract: {
    id: (c) => toGlobalId('LineContract', c.id),
    contractNo: (c) => text(c.row.contractNo) ?? '',
    status: (c) => contractStatus(c.row),
    canSign: (c) => canSign(c.row),
    agencyName: (c) => text(c.row.agencyName) ?? '',
    agencyLicenceNo: (c) => text(c.row.agencyLicenseNo) ?? '',
    agencyPhone: (c) => text(c.row.agencyPhone) ?? '',
    travellerName: (c) => text(c.row.travellerName) ?? '',
    maskedTravellerIdNumber: (c) => text(c.row.travellerIdNumber) ?? '',
    lineName: (c) => text(c.row.lineName) ?? '',
    startDate: (c) => text(c.row.startDate) ?? '',
    endDate: (c) => text(c.row.endDate) ?? '',
    travellers: (c) => names(c.row.travellers),
    amount: (c) => num(c.row.amount) ?? 0,
    terms: (c) => clauses(c.row.terms),
    emergencyContactName: (c) => text(c.row.emergencyName) ?? '',
    emergencyContactPhone: (c) => text(c.row.emergencyPhone) ?? '',
    signedAt: (c) => chinaDateTime(c.row.signTime),
    signedName: (c) => (contractStatus(c.row) === 'UNSIGNED' ? null : text(c.row.signedName)),
    signature: (c) => imageFrom(c.row.signatureUrl, text(c.row.signedName) ?? ''),
  },
  LineContractClause: {
    number: (c) => c.number,
    title: (c) => c.title,
    text: (c) => c.text,
  },
  SignLineContractPayload: {
    errors: (p) => p.errors,
    contract: (p) => p.contract,
    signedAt: (p) => p.signedAt,
  },
  Mutation: {
    signLineContract: (_root, { input }, ctx) => signLineContract(input, ctx),
  },
};
