import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BookOpen, Users } from 'lucide-react';
import type { CourseCard_course$key } from '../../__generated__/CourseCard_course.graphql';
import { Img } from '../../widgets/Img';

/** One course in a list: cover, title, teacher, lessons and learners, and the viewer's progress. */
export function CourseCard({ course, resume = false }: { course: CourseCard_course$key; resume?: boolean }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        id
        name
        detailPath
        category
        cover {
          url(size: SMALL)
        }
        teacher {
          name
        }
        lessonCount
        learnerCount
        viewerProgress {
          percent
          resumePath
        }
      }
    `,
    course,
  );
  const to = resume && c.viewerProgress ? c.viewerProgress.resumePath : c.detailPath;
  return (
    <Link to={to} className="course-card" data-testid="course-card">
      <Img className="course-card__img" src={c.cover?.url} alt="" />
      <div className="course-card__body">
        <h2 className="course-card__title">{c.name}</h2>
        <div className="course-card__meta">
          {c.category && <span className="badge badge--plain">{c.category}</span>}
          <span>{c.teacher.name}</span>
        </div>
        <div className="course-card__meta">
          <span>
            <BookOpen size={13} aria-hidden /> {t('courses.lessonCount', { count: c.lessonCount })}
          </span>
          <span>
            <Users size={13} aria-hidden /> {t('courses.learnerCount', { count: c.learnerCount })}
          </span>
        </div>
        {c.viewerProgress && <Progress percent={c.viewerProgress.percent} />}
      </div>
    </Link>
  );
}

/** A progress bar with its percentage. */
export function Progress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="progress" data-testid="course-progress">
      <div
        className="progress__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('courses.progress')}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span>{t('courses.percentLearned', { percent })}</span>
    </div>
  );
}
