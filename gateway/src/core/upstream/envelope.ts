import { errorForCode, isUpstreamId, orNotFound, UpstreamMalformedError } from './errors.ts';

/** The upstream's envelope, decoded from JSON but not yet validated. */
export interface Envelope {
  code: number;
  message?: string | null;
  msg?: string | null;
  data?: unknown;
  datas?: unknown;
  page?: unknown;
  list?: unknown;
  pageNum?: unknown;
  pageSize?: unknown;
  total?: unknown;
  [key: string]: unknown;
}

/** One page of any upstream list shape, normalised. */
export interface UpstreamPage<T> {
  items: T[];
  total: number;
  pageSize: number;
  currPage: number;
  totalPage: number;
}

export interface PageHint {
  currPage: number;
  pageSize: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A number from a number or a numeric string; null otherwise. */
export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Parses a body text into an envelope; throws UpstreamMalformedError on anything else. */
export function parseEnvelope(text: string): Envelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UpstreamMalformedError();
  }
  if (!isRecord(parsed)) throw new UpstreamMalformedError();
  const code = num(parsed.code);
  if (code === null) throw new UpstreamMalformedError();
  return { ...parsed, code };
}

/** Throws the mapped GraphQLError unless the envelope's code is 0. */
export function assertOk(envelope: Envelope): Envelope {
  if (envelope.code !== 0) {
    const message =
      typeof envelope.message === 'string' && envelope.message !== ''
        ? envelope.message
        : typeof envelope.msg === 'string'
          ? envelope.msg
          : null;
    throw errorForCode(envelope.code, message);
  }
  return envelope;
}

/** The `data` of a successful envelope. */
export function decodeData<T>(envelope: Envelope): T | null {
  assertOk(envelope);
  return (envelope.data ?? null) as T | null;
}

function makePage<T>(
  items: unknown[],
  total: number | null,
  pageSize: number | null,
  currPage: number | null,
  totalPage: number | null,
  hint: PageHint,
): UpstreamPage<T> {
  const size = pageSize && pageSize > 0 ? pageSize : hint.pageSize;
  const count = total ?? items.length;
  return {
    items: items as T[],
    total: count,
    pageSize: size,
    currPage: currPage && currPage > 0 ? currPage : hint.currPage,
    totalPage: totalPage ?? (size > 0 ? Math.ceil(count / size) : 0),
  };
}

/**
 * Decodes every list shape of the upstream into one UpstreamPage:
 * standard `datas` + `page`; Response B `data.list/total/pageSize`; ranking
 * `data.data/totalCount/totalPage`; shop `list/pageNum/pageSize/total`.
 * A successful envelope without any list decodes to an empty page.
 */
export function decodeList<T>(envelope: Envelope, hint: PageHint = { currPage: 1, pageSize: 10 }): UpstreamPage<T> {
  assertOk(envelope);
  if (Array.isArray(envelope.datas)) {
    const page = isRecord(envelope.page) ? envelope.page : {};
    return makePage<T>(envelope.datas, num(page.total), num(page.pageSize), num(page.currPage), num(page.totalPage), hint);
  }
  if (Array.isArray(envelope.list)) {
    return makePage<T>(envelope.list, num(envelope.total), num(envelope.pageSize), num(envelope.pageNum), null, hint);
  }
  const data = envelope.data;
  if (isRecord(data)) {
    if (Array.isArray(data.list)) {
      return makePage<T>(data.list, num(data.total), num(data.pageSize), num(data.currPage ?? data.pageNum), num(data.totalPage), hint);
    }
    if (Array.isArray(data.data)) {
      return makePage<T>(data.data, num(data.totalCount ?? data.total), num(data.pageSize), num(data.currPage), num(data.totalPage), hint);
    }
  }
  if (Array.isArray(data)) return makePage<T>(data, null, null, null, null, hint);
  return makePage<T>([], 0, null, null, 0, hint);
}

/**
 * A detail call by upstream id, decoded: null for an id that cannot be the upstream's (not
 * digits) and for the upstream's "does not exist" answer, without a call in the first case.
 */
export async function detailById<T>(id: string, load: (id: string) => Promise<Envelope>): Promise<T | null> {
  if (!isUpstreamId(id)) return null;
  return orNotFound(load(id).then((envelope) => decodeData<T>(envelope)));
}
