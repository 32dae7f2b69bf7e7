/**
 * The file-upload service (doc 2 §7 "File upload": POST multipart `Filedata`, optional `key`;
 * answers `safeUrl` / `url`). Files are stored on disk under the data folder with
 * content-addressed names (`<sha256>.<ext>`, the type found from the bytes), recorded in
 * `uploaded_files`, and served back at `files/uploads/<name>`. Other families take the `url` of
 * an upload (`uploads/<name>`) in their calls and store it with `uploadedRef`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type Database from 'better-sqlite3';
import type { UpstreamFamily } from '../../family.ts';
import { CODE, fail, ok } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { requireSite } from '../../context.ts';
import { sniff } from './sniff.ts';

/** The largest file the service takes (the gateway's own limits are lower and configurable). */
export const UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

const NAME = /^[0-9a-f]{64}\.(jpg|png|gif|webp|mp4|mov|webm|weba|ogg|mp3|m4a|wav)$/;

interface UploadedFileRow {
  name: string;
  content_type: string;
  kind: string;
  size: number;
}

/**
 * The stored reference (`@/files/uploads/<name>`, an absolute URL in answers) of an upload's `url`
 * (`uploads/<name>`, or its absolute `safeUrl`), or null when no such file was uploaded.
 * `kind` narrows to IMAGE, VIDEO or AUDIO.
 */
export function uploadedRef(db: Database.Database, url: string, kind?: 'IMAGE' | 'VIDEO' | 'AUDIO'): string | null {
  const name = /(?:^|\/)uploads\/([^/?#]+)$/.exec(url.trim())?.[1];
  if (!name || !NAME.test(name)) return null;
  const row = db.prepare('SELECT kind FROM uploaded_files WHERE name = ?').get(name) as { kind: string } | undefined;
  if (!row || (kind && row.kind !== kind)) return null;
  return `@/files/uploads/${name}`;
}

export const uploadsFamily: UpstreamFamily = {
  name: 'uploads',
  migrations: [
    {
      version: 1,
      name: 'uploaded files',
      sql: `
        CREATE TABLE uploaded_files (
          name TEXT PRIMARY KEY,
          content_type TEXT NOT NULL,
          kind TEXT NOT NULL,
          size INTEGER NOT NULL,
          site_code TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL
        );
      `,
    },
  ],
  routes(api, ctx) {
    api.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
    const record = ctx.db.prepare(
      'INSERT OR IGNORE INTO uploaded_files (name, content_type, kind, size, site_code, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    api.post('/res/api/file/upload', async (req) => {
      const site = requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return fail(CODE.NOT_LOGGED_IN, '请先登录');
      if (!req.isMultipart()) return fail(1, '请选择要上传的文件');
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
            return fail(1, '文件过大');
          }
        }
      }
      if (!bytes) return fail(1, '请选择要上传的文件');
      if (bytes.length === 0) return fail(1, '文件为空');
      const type = sniff(bytes);
      if (!type) return fail(1, '不支持的文件类型');
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`;
      const file = join(ctx.filesDir, name);
      if (!existsSync(file)) {
        // written whole under a temporary name, then renamed: never a half-stored file
        const temp = join(ctx.filesDir, `.${randomUUID()}.part`);
        try {
          writeFileSync(temp, bytes);
          renameSync(temp, file);
        } catch (error) {
          rmSync(temp, { force: true });
          throw error;
        }
      }
      record.run(name, type.contentType, type.kind, bytes.length, site.site_code, user.id, ctx.clock.now());
      return ok({ url: `uploads/${name}`, safeUrl: `@/files/uploads/${name}`, name, contentType: type.contentType, kind: type.kind, size: bytes.length });
    });
  },
  publicRoutes(app, ctx) {
    const byName = ctx.db.prepare('SELECT name, content_type, kind, size FROM uploaded_files WHERE name = ?');
    app.get<{ Params: { name: string } }>('/files/uploads/:name', async (req, reply) => {
      const row = NAME.test(req.params.name) ? (byName.get(req.params.name) as UploadedFileRow | undefined) : undefined;
      const file = row ? join(ctx.filesDir, row.name) : null;
      if (!row || !file || !existsSync(file)) return reply.code(404).send(fail(404, '文件不存在'));
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', String(statSync(file).size))
        .type(row.content_type)
        .send(createReadStream(file));
    });
  },
};
