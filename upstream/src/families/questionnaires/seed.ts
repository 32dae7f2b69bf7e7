/** The questionnaires family's demo data: every demo site's groups and questionnaires, and the demo user's answer. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { QUESTIONNAIRE_SEED } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const insertGroup = db.prepare(
    'INSERT INTO questionnaire_groups (id, site_code, title, cover, description, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSection = db.prepare('INSERT INTO questionnaire_group_sections (group_id, code, name, sort) VALUES (?, ?, ?, ?)');
  const insertQuestionnaire =
    db.prepare(`INSERT INTO questionnaires (id, site_code, group_id, group_code, title, cover, summary, description, start_at, end_at, sort, earlier_answers)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertQuestion =
    db.prepare(`INSERT INTO questions (id, questionnaire_id, sort, type, title, required, min_choose, max_choose, max_length, max_score)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertOption = db.prepare('INSERT INTO question_options (id, question_id, sort, content) VALUES (?, ?, ?, ?)');
  const insertAnswer = db.prepare('INSERT INTO questionnaire_answers (questionnaire_id, user_id, created_at) VALUES (?, ?, ?)');
  let groupId = 97001;
  let questionnaireId = 97101;
  let questionId = 971001;
  let optionId = 9710001;
  for (const site of QUESTIONNAIRE_SEED) {
    const groupIds = site.groups.map((g, i) => {
      const id = groupId++;
      insertGroup.run(id, site.siteCode, g.title, `naire-group-${id}`, g.description, (i + 1) * 10);
      g.sections.forEach((s, k) => insertSection.run(id, s.code, s.name, (k + 1) * 10));
      return id;
    });
    const rng = mulberry32(hashString(`questionnaires:${site.siteCode}`));
    site.questionnaires.forEach((q, i) => {
      const id = questionnaireId++;
      const group = q.group === undefined ? null : groupIds[q.group[0]]!;
      insertQuestionnaire.run(
        id,
        site.siteCode,
        group,
        q.group?.[1] ?? null,
        q.title,
        `naire-${id}`,
        q.summary,
        q.description,
        env.nowMs + q.window[0] * DAY_MS,
        env.nowMs + q.window[1] * DAY_MS,
        (i + 1) * 10,
        rng.int(20, 600),
      );
      q.questions.forEach((question, k) => {
        const qid = questionId++;
        insertQuestion.run(
          qid,
          id,
          (k + 1) * 10,
          question.type,
          question.title,
          question.required ? 1 : 0,
          question.min ?? 0,
          question.max ?? 0,
          question.maxLength ?? 0,
          question.maxScore ?? 0,
        );
        (question.options ?? []).forEach((content, n) => insertOption.run(optionId++, qid, (n + 1) * 10, content));
      });
    });
  }
  // the demo user answered the ended questionnaire of Chengdu (their "my questionnaires")
  const demo = db.prepare("SELECT id FROM users WHERE phone = '13800000001'").get() as { id: number } | undefined;
  const ended = db
    .prepare("SELECT id, end_at FROM questionnaires WHERE site_code = 'site510100' AND end_at < ? ORDER BY sort LIMIT 1")
    .get(env.nowMs) as { id: number; end_at: number } | undefined;
  if (demo && ended) insertAnswer.run(ended.id, demo.id, ended.end_at - 2 * DAY_MS);
  for (const site of QUESTIONNAIRE_SEED) env.addServiceMenu(site.siteCode, site.menu);
}
