/** The file service's calls: upload a file (multipart `Filedata`), and serve it back. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE, fail, ok } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { requireSite, type AppContext } from '../../context.ts';
import { refused } from '../../refusal.ts';
import { sniff } from './sniff.ts';
import { UPLOAD_NAME, uploadNameOf, writeUpload } from './files.ts';
import { uploadsStore } from './store.ts';
import { UPLOAD_TEXTS } from './texts.ts';

/** The largest file the service takes (the gateway's own limits are lower and configurable). */
const UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/** The bytes of the request's `Filedata` part (other files are drained), null when there is none, 'tooLarge' past the limit. */
async function filedataOf(req: FastifyRequest): Promise<Buffer | null | 'tooLarge'> {
  let bytes: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'Filedata') {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch {
        return 'tooLarge';
      }
    }
  }
  return bytes;
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  api.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  const store = uploadsStore(ctx.db);
  api.post('/res/api/file/upload', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return fail(CODE.NOT_LOGGED_IN, UPLOAD_TEXTS.notLoggedIn);
    if (!req.isMultipart()) return refused(UPLOAD_TEXTS.noFile);
    const bytes = await filedataOf(req);
    if (bytes === 'tooLarge') return refused(UPLOAD_TEXTS.tooLarge);
    if (!bytes) return refused(UPLOAD_TEXTS.noFile);
    if (bytes.length === 0) return refused(UPLOAD_TEXTS.empty);
    const type = sniff(bytes);
    if (!type) return refused(UPLOAD_TEXTS.unsupported);
    const name = uploadNameOf(bytes, type);
    writeUpload(ctx.filesDir, name, bytes);
    store.record({
      name,
      content_type: type.contentType,
      kind: type.kind,
      size: bytes.length,
      siteCode: site.site_code,
      userId: user.id,
      at: ctx.clock.now(),
    });
    return ok({
      url: `uploads/${name}`,
      safeUrl: `@/files/uploads/${name}`,
      name,
      contentType: type.contentType,
      kind: type.kind,
      size: bytes.length,
    });
  });
}

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = uploadsStore(ctx.db);
  app.get<{ Params: { name: string } }>('/files/uploads/:name', async (req, reply) => {
    const row = UPLOAD_NAME.test(req.params.name) ? store.byName(req.params.name) : undefined;
    const file = row ? join(ctx.filesDir, row.name) : null;
    if (!row || !file || !existsSync(file)) return reply.code(404).send(fail(404, UPLOAD_TEXTS.notFound));
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', String(statSync(file).size))
      .type(row.content_type)
      .send(createReadStream(file));
  });
}
