/** The vendor envelope: every answer is HTTP 200 with this shape, whatever the outcome. */

export interface Page {
  total: number;
  currPage: number;
  pageSize: number;
  totalPage: number;
}

export interface Envelope {
  code: number;
  message: string;
  msg: string;
  responseTime: number;
  data: unknown;
  datas: unknown[] | null;
  page: Page | null;
}

export const CODE = {
  OK: 0,
  FAIL: 1,
  NOT_LOGGED_IN: 2,
  SUSPENDED: 3,
  INVITATION: 4,
  TOO_MANY_VISITORS: 5,
} as const;

function base(code: number, message: string): Envelope {
  return { code, message, msg: message, responseTime: Date.now(), data: null, datas: null, page: null };
}

export function ok(data: unknown): Envelope {
  return { ...base(CODE.OK, 'success'), data };
}

export function fail(code: number, message: string): Envelope {
  return base(code, message);
}

export function makePage(total: number, currPage: number, pageSize: number): Page {
  return { total, currPage, pageSize, totalPage: Math.ceil(total / pageSize) };
}

/** Standard list: `datas` + `page`. */
export function list(datas: unknown[], page: Page): Envelope {
  return { ...base(CODE.OK, 'success'), datas, page };
}

/** A page of a paged list: `items` of `total`, at the page `paging` asked for (`paging(req)`). */
export function pageOf(items: unknown[], total: number, paging: { currPage: number; pageSize: number }): Envelope {
  return list(items, makePage(total, paging.currPage, paging.pageSize));
}

/** A paged list with nothing in it, at the page asked for. */
export function emptyPage(paging: { currPage: number; pageSize: number }): Envelope {
  return pageOf([], 0, paging);
}

/** A page of a list held whole in memory: the slice `paging` asks for, with the whole list's total. */
export function slicePage(items: unknown[], paging: { currPage: number; pageSize: number }): Envelope {
  const offset = (paging.currPage - 1) * paging.pageSize;
  return pageOf(items.slice(offset, offset + paging.pageSize), items.length, paging);
}

/** Unpaged list: `datas` only (page stays null). */
export function plainList(datas: unknown[]): Envelope {
  return { ...base(CODE.OK, 'success'), datas };
}

/** "Response B": `data: { list, total, pageSize, currPage }`. */
export function responseB(items: unknown[], page: Page): Envelope {
  return ok({ list: items, total: page.total, pageSize: page.pageSize, currPage: page.currPage });
}

/** Ranking shape: `data: { data, totalCount, totalPage }`. */
export function ranking(items: unknown[], page: Page): Envelope {
  return ok({ data: items, totalCount: page.total, totalPage: page.totalPage });
}
