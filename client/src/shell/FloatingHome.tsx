import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Spec §4.5: the button appears after 1 second; it shows while the page is not scrolled. */
const APPEAR_DELAY_MS = 1000;

export function FloatingHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [atTop, setAtTop] = useState(true);

  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), APPEAR_DELAY_MS);
    const onScroll = () => setAtTop(window.scrollY < 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(id);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <button
      type="button"
      className={ready && atTop ? 'float-home float-home--visible' : 'float-home'}
      aria-label={t('common.home')}
      aria-hidden={!(ready && atTop)}
      tabIndex={ready && atTop ? 0 : -1}
      onClick={() => navigate('/index')}
      data-testid="floating-home"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
        <path d="M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-5h3v5h5V10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      </svg>
      <span>{t('common.home')}</span>
    </button>
  );
}
