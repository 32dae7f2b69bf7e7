/**
 * Demo data of the course school on every demo site: courses with chapters of video, audio and
 * text lessons, practice sets, exam papers with their takers (demo learners, for the ranking),
 * course questions with answers, and the first demo user's study (progress, a practice result,
 * an exam attempt, a question). Deterministic (mulberry32).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoGuide, demoVideo, mediaUrl, type VideoSubject } from '../../media/pick.ts';
import { siteLanguageOf } from '../demo.ts';
import { finalizeRecord } from './records.ts';
import type { RecordRow } from './store.ts';
import { SCHOOL_SITES, MENU_NAMES, type QuestionSeed, type SiteSchoolSeed } from './texts.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What a course's videos show, by its category: a stage, nature, a craft, a town or a museum. */
function courseSubject(category: string): VideoSubject {
  if (/戏|剧|opera|théâtre|舞台|공연/i.test(category)) return 'stage';
  if (/自然|nature|自然/i.test(category)) return 'scenery';
  if (/技艺|工艺|craft|artisanat/i.test(category)) return 'craft';
  if (/志愿|volunt|bénévol/i.test(category)) return 'city';
  return 'museum';
}

const KEYS = 'ABCDEFGH';

function paragraphs(texts: readonly string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('');
}

interface Ids {
  course: number;
  chapter: number;
  lesson: number;
  config: number;
  paper: number;
  question: number;
  ask: number;
  answer: number;
}

function wrongAnswer(q: QuestionSeed, rng: Rng): string {
  const keys = (q.options ?? []).map((_, i) => KEYS[i]!);
  switch (q.kind) {
    case 'SINGLE':
      return rng.pick(keys.filter((k) => k !== q.answer));
    case 'MULTIPLE': {
      const right = q.answer.split(',');
      return right.length > 1 ? right.slice(0, -1).join(',') : keys.filter((k) => k !== q.answer)[0]!;
    }
    case 'JUDGE':
      return q.answer === '1' ? '0' : '1';
    case 'FILL':
      return rng.pick(['不知道', '—', '?']);
  }
}

function rightAnswer(q: QuestionSeed): string {
  return q.kind === 'FILL' ? q.answer.split('|')[0]! : q.answer;
}

function learnerIds(db: Database.Database, site: SiteSchoolSeed, nowMs: number): number[] {
  const siteId = (db.prepare('SELECT id FROM sites WHERE site_code = ?').get(site.siteCode) as { id: number }).id;
  const insert = db.prepare(
    `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
     VALUES (?, NULL, ?, ?, ?, '0', NULL, 0, ?)`,
  );
  return site.learners.map((nickname, i) => {
    const unid = `learner-${site.siteCode}-${i + 1}`;
    return Number(insert.run(unid, nickname, `@/files/avatars/${unid}.svg`, String(siteId), nowMs - (200 - i) * DAY).lastInsertRowid);
  });
}

export function seedCourses(db: Database.Database, env: SeedEnv): void {
  const now = env.nowMs;
  const ids: Ids = {
    course: 120001,
    chapter: 121001,
    lesson: 122001,
    config: 123001,
    paper: 124001,
    question: 125001,
    ask: 126001,
    answer: 127001,
  };
  const q = {
    course:
      db.prepare(`INSERT INTO school_courses (id, site_code, name, images, teacher, teacher_title, category, summary, content, learner_num, publish_time, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    chapter: db.prepare('INSERT INTO school_chapters (id, course_id, name, sort) VALUES (?, ?, ?, ?)'),
    lesson: db.prepare(
      'INSERT INTO school_lessons (id, course_id, chapter_id, name, kind, media, duration, content, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    config: db.prepare('INSERT INTO school_configs (id, course_id, name, sort) VALUES (?, ?, ?, ?)'),
    paper:
      db.prepare(`INSERT INTO school_papers (id, site_code, course_id, name, summary, images, duration_minutes, pass_score, attempt_limit, open_at, close_at, sort)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    question: db.prepare(
      'INSERT INTO school_questions (id, owner_type, owner_id, kind, stem, options, answer, analysis, score, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    record:
      db.prepare(`INSERT INTO school_records (site_code, user_id, owner_type, owner_id, course_id, status, total_score, question_num, started_at, deadline_at)
      VALUES (?, ?, ?, ?, ?, 'DOING', ?, ?, ?, ?)`),
    answer: db.prepare('INSERT INTO school_record_answers (record_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?)'),
    ask: db.prepare('INSERT INTO school_asks (id, site_code, course_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    askAnswer: db.prepare(
      'INSERT INTO school_ask_answers (id, ask_id, user_id, author_name, is_teacher, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    progress: db.prepare(
      'INSERT INTO school_progress (user_id, lesson_id, course_id, position, duration, finished, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
  };
  const demoUser = (db.prepare("SELECT id FROM users WHERE phone = '13800000001'").get() as { id: number } | undefined)?.id ?? null;

  const addQuestions = (owner: 'CONFIG' | 'PAPER', ownerId: number, questions: readonly QuestionSeed[], points: number): number[] =>
    questions.map((question, i) => {
      const id = ids.question++;
      const options = (question.options ?? []).map((text, k) => ({ key: KEYS[k]!, value: text }));
      q.question.run(
        id,
        owner,
        ownerId,
        question.kind,
        question.stem,
        JSON.stringify(options),
        question.answer,
        question.analysis,
        points,
        (i + 1) * 10,
      );
      return id;
    });

  /** A submitted attempt, `rightRate` of the questions answered right (drawn), `usedMinutes` long. */
  const addAttempt = (
    site: string,
    user: number,
    owner: 'CONFIG' | 'PAPER',
    ownerId: number,
    courseId: number | null,
    questions: readonly QuestionSeed[],
    questionIds: number[],
    points: number,
    rng: Rng,
    start: number,
    usedMinutes: number,
    rightRate: number,
    deadlineMinutes: number | null,
  ): void => {
    const info = q.record.run(
      site,
      user,
      owner,
      ownerId,
      courseId,
      points * questions.length,
      questions.length,
      start,
      deadlineMinutes === null ? null : start + deadlineMinutes * MINUTE,
    );
    const recordId = Number(info.lastInsertRowid);
    questions.forEach((question, i) => {
      const answer = rng.chance(rightRate) ? rightAnswer(question) : wrongAnswer(question, rng);
      q.answer.run(recordId, questionIds[i], answer, start + Math.round(((i + 1) / questions.length) * usedMinutes * MINUTE));
    });
    const record = db.prepare('SELECT * FROM school_records WHERE id = ?').get(recordId) as RecordRow;
    finalizeRecord(db, record, start + usedMinutes * MINUTE, false);
  };

  for (const site of SCHOOL_SITES) {
    const rng = mulberry32(hashString(`courses:${site.siteCode}`));
    const learners = learnerIds(db, site, now);
    const language = (db.prepare('SELECT site_language AS l FROM sites WHERE site_code = ?').get(site.siteCode) as { l: string }).l;
    const isDemoSite = site.siteCode === 'site510100' && demoUser !== null;

    const addPaper = (paper: NonNullable<SiteSchoolSeed['papers'][number]>, courseId: number | null, sort: number) => {
      const paperId = ids.paper++;
      const windowed = courseId === null;
      q.paper.run(
        paperId,
        site.siteCode,
        courseId,
        paper.name,
        paper.summary,
        `paper-${paperId}-1`,
        paper.minutes,
        paper.passScore,
        paper.attempts,
        windowed ? now - 30 * DAY : null,
        windowed ? now + 60 * DAY : null,
        sort,
      );
      const questionIds = addQuestions('PAPER', paperId, paper.questions, paper.points);
      learners.slice(0, paper.takers).forEach((user, i) => {
        const start = now - (i + 2) * DAY - rng.int(0, 600) * MINUTE;
        addAttempt(
          site.siteCode,
          user,
          'PAPER',
          paperId,
          courseId,
          paper.questions,
          questionIds,
          paper.points,
          rng,
          start,
          rng.int(2, Math.max(3, paper.minutes - 1)),
          0.45 + rng.next() * 0.5,
          paper.minutes,
        );
      });
      return { paperId, questionIds };
    };

    site.courses.forEach((course, ci) => {
      const courseId = ids.course++;
      const images = [1, 2, 3]
        .slice(0, rng.int(1, 3))
        .map((n) => `course-${courseId}-${n}`)
        .join(',');
      const content = `${paragraphs(course.intro)}<p><img src="@/files/images/course-${courseId}-intro.svg" alt="${course.name}" style="width:100%"></p>`;
      q.course.run(
        courseId,
        site.siteCode,
        course.name,
        images,
        course.teacher,
        course.teacherTitle,
        course.category,
        course.summary,
        content,
        rng.int(80, 2400),
        now - (ci + 3) * 17 * DAY,
        (ci + 1) * 10,
      );
      const lessonIds: number[] = [];
      const lessonSeconds: number[] = [];
      course.chapters.forEach((chapter, hi) => {
        const chapterId = ids.chapter++;
        q.chapter.run(chapterId, courseId, chapter.name, (hi + 1) * 10);
        chapter.lessons.forEach((lesson, li) => {
          const lessonId = ids.lesson++;
          lessonIds.push(lessonId);
          // a video lesson shows the course's subject; an audio lesson is narrated in the site's language
          const entry =
            lesson.kind === 'VIDEO'
              ? demoVideo(courseSubject(course.category), `lesson-${lessonId}`)
              : lesson.kind === 'AUDIO'
                ? demoGuide(siteLanguageOf(language))
                : null;
          const media = entry ? mediaUrl(`lesson-${lessonId}`, entry) : '';
          const duration = entry?.seconds ?? 0;
          lessonSeconds.push(duration);
          q.lesson.run(
            lessonId,
            courseId,
            chapterId,
            lesson.name,
            lesson.kind,
            media,
            duration,
            paragraphs(lesson.text ?? []),
            (hi + 1) * 100 + (li + 1) * 10,
          );
        });
      });
      const practiceIds = course.practices.map((practice, pi) => {
        const configId = ids.config++;
        q.config.run(configId, courseId, practice.name, (pi + 1) * 10);
        return { configId, questionIds: addQuestions('CONFIG', configId, practice.questions, 10), practice };
      });
      const paper = course.paper ? addPaper(course.paper, courseId, (ci + 1) * 10) : null;

      course.asks.forEach((ask, ai) => {
        const askId = ids.ask++;
        const asker = learners[(ci + ai) % learners.length]!;
        const asked = now - (ai + 1) * 5 * DAY - rng.int(0, 600) * MINUTE;
        q.ask.run(askId, site.siteCode, courseId, asker, ask.content, asked);
        ask.answers.forEach((a, k) => {
          const by = a.teacher ? null : learners[(ci + ai + k + 1) % learners.length]!;
          const name = a.teacher ? course.teacher : site.learners[(ci + ai + k + 1) % learners.length]!;
          q.askAnswer.run(ids.answer++, askId, by, name, a.teacher ? 1 : 0, a.content, asked + (k + 1) * 3 * 3_600_000);
        });
      });

      if (isDemoSite && ci === 0) {
        // the first demo user is half-way through the first course: lesson 1 done, lesson 2 started
        q.progress.run(demoUser, lessonIds[0], courseId, lessonSeconds[0], lessonSeconds[0], 1, now - 2 * DAY);
        q.progress.run(demoUser, lessonIds[1], courseId, 2.5, lessonSeconds[1], 0, now - DAY);
        const first = practiceIds[0]!;
        addAttempt(
          site.siteCode,
          demoUser,
          'CONFIG',
          first.configId,
          courseId,
          first.practice.questions,
          first.questionIds,
          10,
          rng,
          now - DAY - 30 * MINUTE,
          6,
          0.6,
          null,
        );
        if (paper && course.paper)
          addAttempt(
            site.siteCode,
            demoUser,
            'PAPER',
            paper.paperId,
            courseId,
            course.paper.questions,
            paper.questionIds,
            course.paper.points,
            rng,
            now - DAY,
            8,
            0.5,
            course.paper.minutes,
          );
        const askId = ids.ask++;
        q.ask.run(askId, site.siteCode, courseId, demoUser, '结业考试没通过可以再考吗？', now - 20 * 3_600_000);
        q.askAnswer.run(
          ids.answer++,
          askId,
          null,
          course.teacher,
          1,
          '可以的，本课程的结业考试共有3次机会，成绩取最高分。',
          now - 18 * 3_600_000,
        );
      }
    });
    site.papers.forEach((paper, pi) => addPaper(paper, null, 1000 + (pi + 1) * 10));

    const names = MENU_NAMES[language] ?? MENU_NAMES.CN!;
    env.addServiceMenu(site.siteCode, [
      { name: names.school, menuCode: 'SCHOOL', icon: 'graduation-cap', sort: 1 },
      { name: names.study, menuCode: 'MY_STUDY', icon: 'book-open-check', sort: 2 },
      { name: names.questions, menuCode: 'EQ', icon: 'message-circle-question', sort: 3 },
    ]);
  }
}
