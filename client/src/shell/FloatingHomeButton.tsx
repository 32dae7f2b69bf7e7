import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';

/** The floating home button appears after 1 second; it shows while the page is not scrolled. */
const APPEAR_DELAY_MS = 1000;

/** The floating home button of a screen without a header of its own (shell/FloatingHome.tsx). */
export default function FloatingHomeButton() {
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
      <House aria-hidden size={22} strokeWidth={2} />
      <span>{t('common.home')}</span>
    </button>
  );
}
