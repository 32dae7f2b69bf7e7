import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Headphones } from 'lucide-react';
import type { LessonPlayer_lesson$key } from '../../__generated__/LessonPlayer_lesson.graphql';
import { sanitizeHtml } from '../../widgets/sanitize';
import { loginPath } from '../../session/loginGate';
import { clock } from '../../widgets/clock';
import { useSaveLessonProgress } from './useSaveLessonProgress';
import { Content } from '../../widgets/Content';

/** Saving while playing: at most every this many ms (and on pause, seek, end and leaving). */
const SAVE_EVERY_MS = 5000;

/**
 * The lesson being studied: a video or audio player that starts where the viewer stopped (the
 * server's position) and saves the position while playing, on pause, seek and end, and when the
 * page is left; or a text to read with "mark as read".
 */
export function LessonPlayer({ lesson, signedIn }: { lesson: LessonPlayer_lesson$key; signedIn: boolean }) {
  const { t } = useTranslation();
  const l = useFragment(
    graphql`
      fragment LessonPlayer_lesson on Lesson {
        id
        title
        kind
        mediaUrl
        durationSeconds
        content
        viewerProgress {
          positionSeconds
          finished
        }
      }
    `,
    lesson,
  );
  const save = useSaveLessonProgress();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const restored = useRef(false);
  const lastSaved = useRef<{ at: number; position: number }>({ at: 0, position: l.viewerProgress?.positionSeconds ?? 0 });
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const start = l.viewerProgress?.positionSeconds ?? 0;

  const saveNow = (force: boolean) => {
    const el = media.current;
    if (!signedIn || !el || !restored.current) return;
    const position = el.currentTime;
    const duration = Number.isFinite(el.duration) ? el.duration : null;
    if (!force && Math.abs(position - lastSaved.current.position) < 0.5) return;
    lastSaved.current = { at: Date.now(), position };
    void save({
      lessonId: l.id,
      positionSeconds: Math.round(position * 10) / 10,
      durationSeconds: duration === null ? null : Math.round(duration * 1000) / 1000,
    });
  };
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  const restoreRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    // the metadata may have loaded before the player was on the page (a cached file): restore now
    if ((media.current?.readyState ?? 0) >= 1) restoreRef.current();
    const onHide = () => saveRef.current(false);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      saveRef.current(false);
    };
  }, []);

  if (l.kind === 'TEXT') {
    return (
      <section className="player__text" aria-labelledby="lesson-title" data-testid="lesson-text">
        <h2 id="lesson-title">{l.title}</h2>
        {l.content && <Content as="div" className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(l.content) }} />}
        {signedIn &&
          (l.viewerProgress?.finished ? (
            <p className="player__done">
              <CircleCheck size={16} aria-hidden /> {t('courses.player.read')}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              data-testid="mark-read"
              onClick={() => void save({ lessonId: l.id, positionSeconds: 0, finished: true })}
            >
              {t('courses.player.markRead')}
            </button>
          ))}
      </section>
    );
  }

  const onLoaded = () => {
    const el = media.current;
    if (!el || restored.current) return;
    const end = Number.isFinite(el.duration) ? el.duration : (l.durationSeconds ?? 0);
    // a lesson watched to its end starts again from the beginning
    if (start > 0 && start < end - 0.5) {
      el.currentTime = start;
      setResumedAt(start);
    }
    restored.current = true;
  };
  restoreRef.current = onLoaded;
  const onTime = () => {
    if (Date.now() - lastSaved.current.at > SAVE_EVERY_MS) saveNow(false);
  };
  const common = {
    ref: media,
    src: l.mediaUrl ?? undefined,
    controls: true,
    preload: 'metadata' as const,
    onLoadedMetadata: onLoaded,
    onPause: () => saveNow(false),
    onSeeked: () => saveNow(false),
    onEnded: () => saveNow(true),
    onTimeUpdate: onTime,
    'data-testid': 'lesson-media',
  };
  return (
    <section className="player" aria-labelledby="lesson-title">
      {l.kind === 'VIDEO' ? (
        <video className="player__video" playsInline {...common} aria-label={l.title} />
      ) : (
        <div className="player__audio">
          <div className="player__audio-head">
            <span className="player__audio-icon" aria-hidden>
              <Headphones size={24} />
            </span>
            <span className="player__title">{l.title}</span>
          </div>
          <audio {...common} aria-label={l.title} />
        </div>
      )}
      <div className="player__bar">
        <h2 id="lesson-title" className="player__title">
          {l.title}
        </h2>
        <span data-testid="lesson-resume">
          {!signedIn ? (
            <Link to={loginPath()}>{t('courses.player.signInToSave')}</Link>
          ) : resumedAt !== null ? (
            t('courses.player.resumedAt', { time: clock(resumedAt) })
          ) : l.viewerProgress?.finished ? (
            t('courses.player.finished')
          ) : null}
        </span>
      </div>
    </section>
  );
}
