import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BookOpen,
  CircleCheck,
  ClipboardList,
  Clock,
  FileText,
  Headphones,
  MessageCircleQuestion,
  NotebookPen,
  PlayCircle,
  Users,
} from 'lucide-react';
import type { CourseDetailScreenQuery, CourseDetailScreenQuery$data } from '../../__generated__/CourseDetailScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { sanitizeHtml } from '../../widgets/sanitize';
import { loginPath } from '../../session/loginGate';
import { useSession } from '../../session/session';
import { LessonPlayer } from './LessonPlayer';
import { Progress } from './CourseCard';
import { clock } from '../../widgets/clock';
import './courses.css';
import { Content } from '../../widgets/Content';

const query = graphql`
  query CourseDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Course", upstreamId: $id) {
      ... on Course @alias(as: "course") {
        id
        upstreamId
        name
        category
        summary
        introduction
        teacher {
          name
          title
        }
        lessonCount
        learnerCount
        durationSeconds
        practiceSetCount
        examPaperCount
        detailPath
        viewerProgress {
          percent
          finishedLessons
          totalLessons
          lastLessonId
        }
        chapters {
          id
          title
          lessons {
            id
            upstreamId
            title
            kind
            durationSeconds
            path
            viewerProgress {
              positionSeconds
              finished
            }
            ...LessonPlayer_lesson
          }
        }
      }
    }
  }
`;

export function courseDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<CourseDetailScreenQuery> {
  prepareRequest(request);
  return preload<CourseDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

type Course = NonNullable<NonNullable<CourseDetailScreenQuery$data['node']>['course']>;
type Lesson = NonNullable<Course['chapters']>[number]['lessons'][number];

const KIND_ICON = { VIDEO: PlayCircle, AUDIO: Headphones, TEXT: FileText } as const;

function LessonStatus({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const p = lesson.viewerProgress;
  if (p?.finished) {
    return (
      <span className="lesson-link__status lesson-link__status--done">
        <CircleCheck size={14} aria-hidden /> {t('courses.lesson.done')}
      </span>
    );
  }
  if (p && p.positionSeconds > 0)
    return <span className="lesson-link__status">{t('courses.lesson.stoppedAt', { time: clock(p.positionSeconds) })}</span>;
  return (
    <span className="lesson-link__status">
      {lesson.durationSeconds ? clock(lesson.durationSeconds) : t(`courses.lesson.kind.${lesson.kind}`)}
    </span>
  );
}

/**
 * /course-desc/:id[/:ids] — a course: the lesson being studied (`ids`, else where the viewer
 * stopped, else the first) in the player, the viewer's progress, the chapters, practice, exams,
 * questions and the introduction.
 */
export function CourseDetailScreen() {
  const { t } = useTranslation();
  const { ids } = useParams();
  const data = useRouteQuery<CourseDetailScreenQuery>(query);
  const session = useSession();
  const course = data.node?.course;
  if (!course) return <NotFoundPage title={t('courses.title')} text={t('courses.notFound')} />;
  const lessons = (course.chapters ?? []).flatMap((c) => c.lessons);
  const current =
    lessons.find((l) => l.upstreamId === ids) ?? lessons.find((l) => l.id === course.viewerProgress?.lastLessonId) ?? lessons[0] ?? null;
  // the device's session (a dead token shows no progress, and a save then signs the person out)
  const signedIn = session !== null;
  return (
    <div className="course-page" data-testid="course-detail">
      <PageHeader title={course.name} />
      {current && <LessonPlayer key={current.id} lesson={current} signedIn={signedIn} />}
      <section className="course-head" aria-labelledby="course-name">
        <h1 id="course-name" className="course-head__title">
          {course.name}
        </h1>
        <p className="course-head__teacher">
          {course.teacher.name}
          {course.teacher.title ? ` · ${course.teacher.title}` : ''}
        </p>
        <p className="course-head__stats">
          <span>
            <BookOpen size={13} aria-hidden /> {t('courses.lessonCount', { count: course.lessonCount })}
          </span>
          {course.durationSeconds > 0 && (
            <span>
              <Clock size={13} aria-hidden /> {clock(course.durationSeconds)}
            </span>
          )}
          <span>
            <Users size={13} aria-hidden /> {t('courses.learnerCount', { count: course.learnerCount })}
          </span>
        </p>
        {course.viewerProgress ? (
          <Progress percent={course.viewerProgress.percent} />
        ) : (
          !signedIn && (
            <p className="course-hint">
              <Link to={loginPath()}>{t('courses.signIn')}</Link> {t('courses.signInHint')}
            </p>
          )
        )}
      </section>
      <nav className="course-actions" aria-label={t('courses.actions')}>
        <Link to={`/practice-list/${course.upstreamId}/practice`} className="course-action" data-testid="course-practice">
          <NotebookPen size={22} aria-hidden />
          {t('courses.practice.title')}
          <small>{t('courses.setCount', { count: course.practiceSetCount })}</small>
        </Link>
        <Link to={`/practice-list/${course.upstreamId}/exam`} className="course-action" data-testid="course-exams">
          <ClipboardList size={22} aria-hidden />
          {t('courses.exams.courseExam')}
          <small>{t('courses.paperCount', { count: course.examPaperCount })}</small>
        </Link>
        <Link to={`/course-question/${course.upstreamId}`} className="course-action" data-testid="course-questions">
          <MessageCircleQuestion size={22} aria-hidden />
          {t('courses.questions.title')}
        </Link>
      </nav>
      <section className="course-section" aria-labelledby="course-chapters">
        <h2 id="course-chapters" className="course-section__title">
          {t('courses.chapters')}
        </h2>
        {(course.chapters ?? []).map((chapter) => (
          <div key={chapter.id} className="chapter">
            <h3 className="chapter__title">{chapter.title}</h3>
            <ul>
              {chapter.lessons.map((lesson) => {
                const Icon = KIND_ICON[lesson.kind as keyof typeof KIND_ICON] ?? FileText;
                const isCurrent = lesson.id === current?.id;
                return (
                  <li key={lesson.id}>
                    <Link
                      to={lesson.path}
                      replace
                      className={isCurrent ? 'lesson-link lesson-link--current' : 'lesson-link'}
                      aria-current={isCurrent ? 'true' : undefined}
                      data-testid="lesson-link"
                    >
                      <span className="lesson-link__icon">
                        <Icon size={18} aria-label={t(`courses.lesson.kind.${lesson.kind}`)} />
                      </span>
                      <span className="lesson-link__title">{lesson.title}</span>
                      <LessonStatus lesson={lesson} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </section>
      {course.introduction && (
        <section className="course-section" aria-labelledby="course-intro">
          <h2 id="course-intro" className="course-section__title">
            {t('courses.introduction')}
          </h2>
          <Content as="div" className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(course.introduction) }} />
        </section>
      )}
    </div>
  );
}
