/** Static-like files: placeholder images (also the resizing image proxy) and menu icons / site logos. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { param, type AppContext } from '../../context.ts';
import { fail } from '../../envelope.ts';
import { avatarSvg, emoticonSvg, EMOTICONS } from '../../images/faces.ts';
import { iconSvg, logoSvg } from '../../images/icons.ts';
import { clampSize, placeholderSvg } from '../../images/placeholder.ts';
import { filesStore } from './store.ts';
import { FILE_TEXTS } from './texts.ts';

const CACHE = 'public, max-age=86400, immutable';

/**
 * Media of the demo data: every video is the same short test pattern (WebM) and every audio the
 * same chime (Ogg Vorbis), shipped in upstream/assets/media, so nothing is fetched from outside.
 */
const MEDIA = {
  webm: { type: 'video/webm', body: readFileSync(new URL('../../../assets/media/sample.webm', import.meta.url)) },
  ogg: { type: 'audio/ogg', body: readFileSync(new URL('../../../assets/media/sample.ogg', import.meta.url)) },
} as const;

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
    const match = /^[\w-]{1,200}\.(webm|ogg)$/.exec(req.params.file);
    const media = match ? MEDIA[match[1] as keyof typeof MEDIA] : undefined;
    if (!media) return reply.code(404).send(notFound());
    // byte ranges (RFC 9110 §14): a player can seek, e.g. to where a learner stopped a lesson
    const total = media.body.length;
    reply.header('Cache-Control', CACHE).header('Accept-Ranges', 'bytes').type(media.type);
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(media.body);
    const start = range[1] === '' ? Math.max(0, total - Number(range[2])) : Number(range[1]);
    const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (start >= total || start > end) return reply.code(416).header('Content-Range', `bytes */${total}`).send();
    return reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${total}`)
      .send(media.body.subarray(start, end + 1));
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
