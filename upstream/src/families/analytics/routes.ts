/**
 * The analytics family's calls: each stores one record of what a visitor did and answers
 * `code 0, data null` (the app uses none of the answers); a record missing what it is about is
 * refused (code 1) and nothing is stored. The caller's user is kept when a token comes with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { analyticsStore } from './store.ts';
import { ANALYTICS_TEXTS as T, CLIENT_TYPES, MAX_FIELD_LENGTH, STAY_STATUS } from './texts.ts';

/** A field of a JSON body, trimmed and cut to the longest kept ("" when absent). */
function jsonField(req: FastifyRequest, name: string): string {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, MAX_FIELD_LENGTH) : '';
}

/** A field of a form call (query or form body), trimmed and cut to the longest kept. */
function formField(req: FastifyRequest, name: string): string {
  return formInput(req, name).trim().slice(0, MAX_FIELD_LENGTH);
}

function userOf(ctx: AppContext, req: FastifyRequest): number | null {
  return callerOf(ctx, req)?.id ?? null;
}

/** Page view / unique visitor: JSON `{ site, clientType, module, path, visitorId }`. */
function registerAccess(api: FastifyInstance, ctx: AppContext): void {
  const store = analyticsStore(ctx.db);
  api.post('/api/api/access/record', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const clientType = jsonField(req, 'clientType');
    if (!CLIENT_TYPES.includes(clientType)) return refused(T.badClientType);
    const path = jsonField(req, 'path');
    if (path === '') return refused(T.noPath);
    store.addPageView({
      site: site.site_code,
      clientType,
      module: jsonField(req, 'module'),
      path,
      visitor: jsonField(req, 'visitorId'),
      user: userOf(ctx, req),
      at: ctx.clock.now(),
    });
    return ok(null);
  });
}

/** The stay-time log (form): entering (status 1) or leaving (status 2) a tracked page. */
function registerStayLog(api: FastifyInstance, ctx: AppContext): void {
  const store = analyticsStore(ctx.db);
  api.post('/log/api/pageStay/save', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const clientType = formField(req, 'clientType');
    if (!CLIENT_TYPES.includes(clientType)) return refused(T.badClientType);
    const status = Number(formField(req, 'status'));
    if (status !== STAY_STATUS.ENTER && status !== STAY_STATUS.LEAVE) return refused(T.badStatus);
    const uniqueId = formField(req, 'uniqueId');
    if (uniqueId === '') return refused(T.noUniqueId);
    store.addStay({
      site: site.site_code,
      project: formField(req, 'project'),
      clientType,
      status,
      uniqueId,
      regionCode: formField(req, 'regionCode'),
      module: formField(req, 'module'),
      special: formField(req, 'special'),
      region: formField(req, 'region'),
      at: ctx.clock.now(),
    });
    return ok(null);
  });
}

/** Taps (banners: AD_CLICK; menu entries), activity views and opened reprints (forms). */
function registerRecords(api: FastifyInstance, ctx: AppContext): void {
  const store = analyticsStore(ctx.db);
  api.post('/res/api/interactManage/addFunctionClickRecord', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const functionType = formField(req, 'functionType');
    if (functionType === '') return refused(T.noFunctionType);
    const resourceId = formField(req, 'resourceId');
    if (resourceId === '') return refused(T.noResourceId);
    store.addFunctionClick({ site: site.site_code, functionType, resourceId, user: userOf(ctx, req), at: ctx.clock.now() });
    return ok(null);
  });
  api.post('/res/api/interactManage/addBrowseRecord', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const resourceId = formField(req, 'resourceId');
    if (resourceId === '') return refused(T.noResourceId);
    const resourceType = formField(req, 'resourceType');
    if (resourceType === '') return refused(T.noResourceType);
    store.addBrowse({ site: site.site_code, resourceType, resourceId, user: userOf(ctx, req), at: ctx.clock.now() });
    return ok(null);
  });
  api.post('/res/api/streamMedia/addRecord', async (req): Promise<Envelope> => {
    const site = requireSite(req);
    const resourceId = formField(req, 'resourceId');
    if (resourceId === '') return refused(T.noResourceId);
    const resourceType = formField(req, 'resourceType');
    if (resourceType === '') return refused(T.noResourceType);
    const clickType = Number(formField(req, 'clickType') || '0');
    const operationType = Number(formField(req, 'operationType') || '0');
    if (!Number.isSafeInteger(clickType) || !Number.isSafeInteger(operationType)) return refused(T.badClickType);
    const at = ctx.clock.now();
    store.addStreamMedia({ site: site.site_code, resourceType, resourceId, clickType, operationType, user: userOf(ctx, req), at });
    return ok(null);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerAccess(api, ctx);
  registerStayLog(api, ctx);
  registerRecords(api, ctx);
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = analyticsStore(ctx.db);
  // What a site received: the count of each kind and the newest records (tests count a visit's records).
  app.get<{ Params: { siteCode: string } }>('/__dev/analytics/:siteCode', async (req) => store.recordsOf(req.params.siteCode));
}
