import type { Resolvers } from '../../generated/resolvers-types.ts';
import type { GatewayContext } from '../../core/context.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { expectGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { EXTERNAL_LINK_DEFAULTS, evaluateExternalLink } from '../../core/external-links.ts';
import { mapPathAt } from '../../core/map-path.ts';
import { geoPoint, int, text } from '../../core/normalise.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { CAR_TYPES, categoryOf } from './rules.ts';
import { carList, companyList } from './upstream.ts';
import type { CarRow, CarSource, CompanyRow, CompanySource } from './types.ts';

function companySource(row: CompanyRow): CompanySource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'RentalCompany', id, row } : null;
}

function carSource(row: CarRow): CarSource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'RentalCar', id, row } : null;
}

/** A price in yuan ("128.00" → 128); null when absent or not a number. */
function yuan(value: unknown): number | null {
  const s = text(value);
  const n = s === null ? Number.NaN : Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The gateway's verdict on a company's own site, as every ExternalLink field answers it. */
function websiteOf(row: CompanyRow, ctx: GatewayContext) {
  const raw = text(row.websiteUrl);
  if (!raw) return null;
  const verdict = evaluateExternalLink(raw, ctx.siteCode, ctx.settings.externalLinks ?? EXTERNAL_LINK_DEFAULTS);
  return verdict.url ? { ...verdict, siteCode: ctx.siteCode } : null;
}

export const rentalResolvers: Resolvers = {
  Query: {
    rentalCompanies: (_root, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => companyList(ctx.upstream, currPage, pageSize), companySource),
    rentalCars: (_root, args, ctx) => {
      const company = expectGlobalId(args.company, ['RentalCompany'], 'company');
      const carType = args.category ? CAR_TYPES[args.category] : null;
      return buildConnection(args, (currPage, pageSize) => carList(ctx.upstream, company, carType, currPage, pageSize), carSource);
    },
  },
  RentalCompany: {
    id: (s) => toGlobalId('RentalCompany', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    intro: (s) => text(s.row.intro),
    phone: (s) => text(s.row.phone),
    website: (s, _args, ctx) => websiteOf(s.row, ctx),
    lowestDailyPrice: (s) => yuan(s.row.minPrice),
    outlets: (s, _args, ctx) => ctx.loaders.rental.outlets.load(s.id),
  },
  RentalOutlet: {
    name: (r) => text(r.name) ?? '',
    address: (r) => text(r.address),
    location: (r) => geoPoint(r.longitude, r.latitude),
    phone: (r) => text(r.phone),
    openingHours: (r) => text(r.openTime),
    mapPath: (r) => mapPathAt(r.longitude, r.latitude, text(r.name), text(r.address)),
  },
  RentalCar: {
    id: (s) => toGlobalId('RentalCar', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    category: (s) => categoryOf(text(s.row.carType)),
    seats: (s) => int(s.row.seats),
    automatic: (s) => text(s.row.gearbox) !== 'MANUAL',
    dailyPrice: (s) => yuan(s.row.dailyPrice) ?? 0,
    deposit: (s) => {
      const d = yuan(s.row.deposit);
      return d && d > 0 ? d : null;
    },
  },
};

export const rentalNodeLoaders: Record<string, NodeLoader<CompanySource>> = {
  RentalCompany: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.rental.company.load(rawId);
    return row ? companySource(row) : null;
  },
};
