import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CountdownSection_section$key } from '../../../__generated__/CountdownSection_section.graphql';
import { useContentLang } from '../../../shell/SiteContext';

const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

/** The seconds left, counted down on this device from the gateway's figure (a wrong device clock does not matter). */
function useSecondsLeft(fromAnswer: number): number {
  const [left, setLeft] = useState(fromAnswer);
  useEffect(() => {
    const start = performance.now();
    setLeft(fromAnswer);
    if (fromAnswer <= 0) return;
    const id = window.setInterval(() => {
      const next = Math.max(0, fromAnswer - Math.floor((performance.now() - start) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [fromAnswer]);
  return left;
}

/** A count down to a moment (a festival's opening); once it has passed, the operator's words for it. */
export function CountdownSection({ section }: { section: CountdownSection_section$key }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  const data = useFragment(
    graphql`
      fragment CountdownSection_section on CountdownSection {
        title
        secondsLeft
        doneText
      }
    `,
    section,
  );
  const left = useSecondsLeft(data.secondsLeft);
  return (
    <section className="page-section page-countdown" data-testid="page-countdown">
      {data.title && (
        <p className="page-countdown__title" lang={contentLang}>
          {data.title}
        </p>
      )}
      {left > 0 ? (
        <p className="page-countdown__time" data-testid="page-countdown-time">
          {t('pages.countdown', {
            days: Math.floor(left / DAY_S),
            hours: Math.floor((left % DAY_S) / HOUR_S),
            minutes: Math.floor((left % HOUR_S) / MINUTE_S),
          })}
        </p>
      ) : (
        data.doneText && (
          <p className="page-countdown__done" lang={contentLang} data-testid="page-countdown-done">
            {data.doneText}
          </p>
        )
      )}
    </section>
  );
}
