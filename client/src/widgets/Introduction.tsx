import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize';
import { useContentLang } from '../shell/SiteContext';

/** The introduction collapses when taller than 6 lines. */
export const COLLAPSED_LINES = 6;

/** Sanitised HTML that collapses past 6 lines with an expand toggle. */
export function Introduction({ html, testId = 'introduction' }: { html: string; testId?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measures again when the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
      setOverflows(el.scrollHeight > lineHeight * COLLAPSED_LINES + 2);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [clean]);

  const collapsed = overflows && !expanded;
  const contentLang = useContentLang();
  return (
    <div className="intro">
      <div
        ref={ref}
        lang={contentLang}
        className={collapsed ? 'rich-text intro__body intro__body--collapsed' : 'rich-text intro__body'}
        style={collapsed ? { maxHeight: `calc(${COLLAPSED_LINES} * 1.7em)` } : undefined}
        data-testid={testId}
        data-collapsed={collapsed ? 'true' : 'false'}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {overflows && (
        <button type="button" className="intro__toggle" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? t('common.collapse') : t('common.expand')}
          <span className={expanded ? 'chevron chevron--up' : 'chevron'} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** The introduction card of a detail page (a place, an activity, a room): its heading over the text. */
export function IntroductionCard({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <section className="detail__card">
      <h2 className="detail__h2">{t('place.introduction')}</h2>
      <Introduction html={html} />
    </section>
  );
}
