/**
 * The addresses family's calls (`user/api/userAddress/*`): the caller's addresses on the request's
 * site, one by id, save, update, delete, setDefault. Every call needs a session (code 2); an id
 * that is not the caller's answers as one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { type Envelope, ok, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { decryptPhone, sm4Encrypt } from '../../crypto/sm4.ts';
import { refused } from '../../refusal.ts';
import { addressItem } from './answer.ts';
import { districtOfSite } from './regions.ts';
import { addressesStore, type AddressValues, type Owner } from './store.ts';
import { ADDRESS_TEXTS as T } from './texts.ts';

/** The vendor's limits on what it stores. */
const MAX_ADDRESSES = 20;
const MAX_RECEIVER = 25;
const MAX_DETAIL = 120;
const TAGS = new Set(['', 'HOME', 'COMPANY', 'SCHOOL']);

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

const length = (text: string) => [...text].length;

/** An address from its form, or the refusal's text. */
function readAddress(req: FastifyRequest, site: SiteRow): AddressValues | string {
  const receiver = formInput(req, 'receiverName').trim();
  if (!receiver) return T.noReceiver;
  if (length(receiver) > MAX_RECEIVER) return T.receiverTooLong;
  const phone = decryptPhone(formInput(req, 'phone'));
  if (!phone || !/^1\d{10}$/.test(phone)) return T.badPhone;
  const region = formInput(req, 'region').trim();
  if (!districtOfSite(site.region, region)) return T.badRegion;
  const detail = formInput(req, 'detailAddress').trim();
  if (!detail) return T.noDetail;
  if (length(detail) > MAX_DETAIL) return T.detailTooLong;
  const postcode = formInput(req, 'postcode').trim();
  if (postcode !== '' && !/^\d{6}$/.test(postcode)) return T.badPostcode;
  const tag = formInput(req, 'tag').trim();
  if (!TAGS.has(tag)) return T.badTag;
  return { receiver, phoneSm4: sm4Encrypt(phone), region, detail, postcode, tag };
}

function idOf(raw: string): number {
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) && String(id) === raw.trim() ? id : -1;
}

/** The caller as an owner on the request's site, or null when signed out. */
function ownerOf(ctx: AppContext, req: FastifyRequest): Owner | null {
  const user = callerOf(ctx, req);
  return user ? { user: user.id, site: requireSite(req).site_code } : null;
}

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const store = addressesStore(ctx.db);
  api.get('/user/api/userAddress/list', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    return plainList(store.list(owner).map(addressItem));
  });

  api.get('/user/api/userAddress/detail', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const row = store.own(idOf(input(req, 'id')), owner);
    return row ? ok(addressItem(row)) : refused(T.noSuchAddress);
  });
}

function registerWrites(api: FastifyInstance, ctx: AppContext): void {
  const store = addressesStore(ctx.db);
  api.post('/user/api/userAddress/save', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const values = readAddress(req, requireSite(req));
    if (typeof values === 'string') return refused(values);
    const id = store.add(owner, values, formInput(req, 'isDefault') === '1', MAX_ADDRESSES, ctx.clock.now());
    return id === null ? refused(T.tooMany(MAX_ADDRESSES)) : okMessage(T.saved, { id: String(id) });
  });

  api.post('/user/api/userAddress/update', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const id = idOf(formInput(req, 'id'));
    if (!store.own(id, owner)) return refused(T.noSuchAddress);
    const values = readAddress(req, requireSite(req));
    if (typeof values === 'string') return refused(values);
    const done = store.update(id, owner, values, formInput(req, 'isDefault') === '1', ctx.clock.now());
    return done ? okMessage(T.saved, { id: String(id) }) : refused(T.noSuchAddress);
  });

  api.post('/user/api/userAddress/delete', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const done = store.remove(idOf(formInput(req, 'id')), owner, ctx.clock.now());
    return done ? okMessage(T.deleted, null) : refused(T.noSuchAddress);
  });

  api.post('/user/api/userAddress/setDefault', async (req) => {
    const owner = ownerOf(ctx, req);
    if (!owner) return notLoggedIn();
    const done = store.setDefault(idOf(formInput(req, 'id')), owner, ctx.clock.now());
    return done ? okMessage(T.saved, null) : refused(T.noSuchAddress);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerReads(api, ctx);
  registerWrites(api, ctx);
}
