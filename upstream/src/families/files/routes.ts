/** Static-like files: placeholder images (also the resizing image proxy) and menu icons / site logos. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { param, type AppContext } from '../../context.ts';
import { fail } from '../../envelope.ts';
import { avatarSvg, emoticonSvg, EMOTICONS } from '../../images/faces.ts';
import { iconSvg, logoSvg } from '../../images/icons.ts';
import { clampSize, placeholderSvg } from '../../images/placeholder.ts';
import { CATALOGUE } from '../../media/catalogue.ts';
import { mediaEntry } from '../../media/pick.ts';
import { filesStore } from './store.ts';
import { FILE_TEXTS } from './texts.ts';

const CACHE = 'public, max-age=86400, immutable';

/**
 * Media of the demo data: the media catalogue's files (upstream/assets/media/demo: short videos
 * and narrated guides), shipped in the repository so nothing is fetched from outside. A media
 * name plays the catalogue entry the seed named it after (src/media/pick.ts).
 */
const MEDIA_TYPES = { webm: 'video/webm', ogg: 'audio/ogg' } as const;
const MEDIA_FILES = new Map(
  CATALOGUE.map((e) => [e.id, readFileSync(new URL(`../../../assets/media/demo/${e.file}`, import.meta.url))] as const),
);

const notFound = () => fail(404, FILE_TEXTS.notFound);

function stripSvg(raw: string): string | null {
  const name = raw.endsWith('.svg') ? raw.slice(0, -4) : null;
  return name && name.length <= 200 ? name : null;
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = filesStore(ctx.db);

  app.get<{ Params: { file: string } }>('/files/images/:file', async (req, reply) => {
    const name = stripSvg(req.params.file);
    if (!name) return reply.code(404).send(notFound());
    const width = clampSize(param(req, 'width'), 750);
    const height = clampSize(param(req, 'height'), 500);
    return reply
      .header('Cache-Control', CACHE)
      .type('image/svg+xml')
      .send(placeholderSvg(name, width, height));
  });

  app.get<{ Params: { file: string } }>('/files/icons/:file', async (req, reply) => {
    const name = stripSvg(req.params.file);
    if (!name) return reply.code(404).send(notFound());
    const svg = name.startsWith('logo-') ? logoSvg(store.siteName(name.slice(5)) ?? name.slice(5)) : iconSvg(name);
    return reply.header('Cache-Control', CACHE).type('image/svg+xml').send(svg);
  });

  app.get<{ Params: { file: string } }>('/files/media/:file', async (req, reply) => {
    const match = /^([\w-]{1,200})\.(webm|ogg)$/.exec(req.params.file);
    if (!match) return reply.code(404).send(notFound());
    const ext = match[2] as keyof typeof MEDIA_TYPES;
    const body = MEDIA_FILES.get(mediaEntry(match[1]!, ext).id);
    if (!body) return reply.code(404).send(notFound());
    // byte ranges (RFC 9110 §14): a player can seek, e.g. to where a learner stopped a lesson
    const total = body.length;
    reply.header('Cache-Control', CACHE).header('Accept-Ranges', 'bytes').type(MEDIA_TYPES[ext]);
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(body);
    const start = range[1] === '' ? Math.max(0, total - Number(range[2])) : Number(range[1]);
    const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (start >= total || start > end) return reply.code(416).header('Content-Range', `bytes */${total}`).send();
    return reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${total}`)
      .send(body.subarray(start, end + 1));
  });

  app.get<{ Params: { file: string } }>('/files/emoticons/:file', async (req, reply) => {
    const name = stripSvg(req.params.file);
    const spec = name && /^\d{1,3}$/.test(name) ? EMOTICONS[Number(name) - 1] : undefined;
    if (!spec) return reply.code(404).send(notFound());
    return reply.header('Cache-Control', CACHE).type('image/svg+xml').send(emoticonSvg(spec));
  });

  app.get<{ Params: { file: string } }>('/files/avatars/:file', async (req, reply) => {
    const name = stripSvg(req.params.file);
    if (!name) return reply.code(404).send(notFound());
    return reply.header('Cache-Control', CACHE).type('image/svg+xml').send(avatarSvg(name));
  });
}
