/** Every SQL statement of the guides family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** The guide certificate's levels, lowest first. */
export const GUIDE_LEVELS = ['JUNIOR', 'INTERMEDIATE', 'SENIOR', 'SPECIAL'] as const;
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

export interface GuideRow {
  id: number;
  site_code: string;
  name: string;
  certificate_no: string;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  level: GuideLevel;
  /** The languages they guide in, in the site's language, "、"-free: joined with ",". */
  languages: string;
  company: string;
  phone: string;
  sort: number;
}

export type NewGuide = Omit<GuideRow, 'id'>;

export interface InstructorRow {
  id: number;
  site_code: string;
  name: string;
  /** 1 male, 2 female. */
  sex: 1 | 2;
  title: string;
  organisation: string;
  /** The subjects they teach, joined with ",". */
  subjects: string;
  years: number;
  /** Their introduction, as HTML. */
  introduction: string;
  /** A picture name (resources.ts imageRef). */
  photo: string;
  sort: number;
}

/** What the list is filtered by: a part of the name or of the certificate number, and a gender (null: both). */
export interface GuideFilter {
  keyword: string;
  sex: 1 | 2 | null;
}

const WHERE = `site_code = ? AND (? = '' OR instr(name, ?) > 0 OR instr(upper(certificate_no), upper(?)) > 0)
  AND (? IS NULL OR sex = ?)`;
const args = (siteCode: string, f: GuideFilter) => [siteCode, f.keyword, f.keyword, f.keyword, f.sex, f.sex];

export function guidesStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    insert: (g: NewGuide) =>
      sql(`INSERT INTO tour_guides (site_code, name, certificate_no, sex, level, languages, company, phone, sort)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        g.site_code,
        g.name,
        g.certificate_no,
        g.sex,
        g.level,
        g.languages,
        g.company,
        g.phone,
        g.sort,
      ),
    insertInstructor: (r: InstructorRow) =>
      sql(`INSERT INTO study_instructors (id, site_code, name, sex, title, organisation, subjects, years, introduction, photo, sort)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        r.id,
        r.site_code,
        r.name,
        r.sex,
        r.title,
        r.organisation,
        r.subjects,
        r.years,
        r.introduction,
        r.photo,
        r.sort,
      ),
    instructorCount: (siteCode: string) =>
      (sql('SELECT COUNT(*) AS n FROM study_instructors WHERE site_code = ?').get(siteCode) as { n: number }).n,
    /** A page of the site's instructors, by sort. */
    instructors: (siteCode: string, limit: number, offset: number) =>
      sql('SELECT * FROM study_instructors WHERE site_code = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(
        siteCode,
        limit,
        offset,
      ) as InstructorRow[],
    /** An instructor of the site (another site's: none). */
    instructor: (siteCode: string, id: number) =>
      sql('SELECT * FROM study_instructors WHERE site_code = ? AND id = ?').get(siteCode, id) as InstructorRow | undefined,
    count: (siteCode: string, f: GuideFilter) =>
      (sql(`SELECT COUNT(*) AS n FROM tour_guides WHERE ${WHERE}`).get(...args(siteCode, f)) as { n: number }).n,
    /** A page of the site's guides that match, by sort. */
    page: (siteCode: string, f: GuideFilter, limit: number, offset: number) =>
      sql(`SELECT * FROM tour_guides WHERE ${WHERE} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        ...args(siteCode, f),
        limit,
        offset,
      ) as GuideRow[],
  };
}
