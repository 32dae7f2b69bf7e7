/** The profile calls: update the signed-in user's profile fields, set their avatar from an uploaded picture. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, isJsonBody, param, type AppContext } from '../../context.ts';
import { ok, type Envelope } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { callerOf, notLoggedIn } from './caller.ts';
import { profileChanges, type SentFields } from './profile.ts';
import { userInfo } from './sessions.ts';
import { accountsStore } from './store.ts';
import { TEXTS } from './texts.ts';

/** An uploaded picture's url (`uploads/<name>`, or its absolute `safeUrl`) → its stored name. */
const UPLOADED_IMAGE = /(?:^|\/)uploads\/([0-9a-f]{64}\.(?:jpg|png|gif|webp))$/;

/** The parameters a form call sent, absent ones undefined (the query, then a form body). */
function sentFieldsOf(req: FastifyRequest): SentFields {
  const query = req.query as Record<string, unknown> | undefined;
  const body = isJsonBody(req) ? undefined : (req.body as Record<string, unknown> | undefined);
  return (name) => {
    if (query && name in query) return param(req, name);
    const value = body && typeof body === 'object' ? body[name] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
}

export function registerProfileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const store = accountsStore(ctx.db);
  const token = (req: FastifyRequest) => input(req, 'token');

  api.post('/user/api/userInfo/updateUserInfo', async (req): Promise<Envelope> => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const changes = profileChanges(sentFieldsOf(req));
    if (typeof changes === 'string') return refused(changes);
    store.updateProfile(user.id, changes);
    return { ...ok(userInfo(store.user(user.id), token(req))), message: TEXTS.profileSaved, msg: TEXTS.profileSaved };
  });

  // The new picture replaces the old one in one write: until it is stored, the old avatar stays.
  api.post('/user/api/userInfo/updateHeadImg', async (req): Promise<Envelope> => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const name = formInput(req, 'headImg').trim().match(UPLOADED_IMAGE)?.[1];
    if (!name || !store.isUploadedImage(name)) return refused(TEXTS.avatarNotUploaded);
    store.setHeadImg(user.id, `@/files/uploads/${name}`);
    return { ...ok(userInfo(store.user(user.id), token(req))), message: TEXTS.profileSaved, msg: TEXTS.profileSaved };
  });
}
