/** The guides family's call: a site's guides by name or certificate number and gender. */
import type { FastifyInstance } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, pageOf } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { imageRef } from '../../resources.ts';
import { siteLanguageOf } from '../demo.ts';
import { guidesStore, type GuideRow, type InstructorRow } from './store.ts';
import { GUIDE_TEXTS, INSTRUCTOR_TEXTS, LEVEL_NAMES } from './texts.ts';

export const GUIDE_LIST_PATH = 'res/api/tourGuide/list';
export const INSTRUCTOR_LIST_PATH = 'res/api/studyInstructor/list';
export const INSTRUCTOR_DETAIL_PATH = 'res/api/studyInstructor/detail';
/** The longest keyword the list takes. */
const GUIDE_KEYWORD_MAX = 20;

/** The vendor's item: numbers as strings, sex "1" male "2" female. */
function guideItem(row: GuideRow, levelName: string): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    certificateNo: row.certificate_no,
    sex: String(row.sex),
    level: row.level,
    levelName,
    languages: row.languages,
    company: row.company,
    phone: row.phone,
  };
}

/** An instructor as the list answers it (the detail adds the introduction). */
function instructorItem(row: InstructorRow, withIntroduction: boolean): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    sex: String(row.sex),
    title: row.title,
    organisation: row.organisation,
    subjects: row.subjects,
    years: row.years,
    photo: imageRef(row.photo),
    ...(withIntroduction ? { introduction: row.introduction } : {}),
  };
}

/** The site's study-tour instructors: a page of them by sort, and one by id. */
function registerInstructorRoutes(api: FastifyInstance, ctx: AppContext): void {
  const store = guidesStore(ctx.db);
  api.get(`/${INSTRUCTOR_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    return pageOf(
      store.instructors(site.site_code, page.pageSize, page.offset).map((r) => instructorItem(r, false)),
      store.instructorCount(site.site_code),
      page,
    );
  });
  api.get(`/${INSTRUCTOR_DETAIL_PATH}`, async (req) => {
    const site = requireSite(req);
    const id = Number(input(req, 'id'));
    const row = Number.isSafeInteger(id) && id > 0 ? store.instructor(site.site_code, id) : undefined;
    return row ? ok(instructorItem(row, true)) : refused(INSTRUCTOR_TEXTS.notFound);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerInstructorRoutes(api, ctx);
  const store = guidesStore(ctx.db);
  /**
   * list: keyword (a part of the name or of the certificate number; "" for all, at most 20
   * characters), sex ("1" male, "2" female, anything else both), currPage, pageSize. By sort.
   */
  api.get(`/${GUIDE_LIST_PATH}`, async (req) => {
    const site = requireSite(req);
    const page = paging(req);
    const keyword = input(req, 'keyword').trim();
    if ([...keyword].length > GUIDE_KEYWORD_MAX) return fail(1, GUIDE_TEXTS.keywordTooLong(GUIDE_KEYWORD_MAX));
    const rawSex = input(req, 'sex');
    const filter = { keyword, sex: rawSex === '1' ? (1 as const) : rawSex === '2' ? (2 as const) : null };
    const levels = LEVEL_NAMES[siteLanguageOf(site.site_language)];
    return pageOf(
      store.page(site.site_code, filter, page.pageSize, page.offset).map((r) => guideItem(r, levels[r.level])),
      store.count(site.site_code, filter),
      page,
    );
  });
}
