import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Back when there is history inside the app, otherwise home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/index', { replace: true });
  };
}

export function PageHeader({ title, right, transparent = false }: { title: string; right?: ReactNode; transparent?: boolean }) {
  const { t } = useTranslation();
  const back = useGoBack();
  return (
    <header className={transparent ? 'page-header page-header--transparent' : 'page-header'}>
      <button type="button" className="page-header__back" onClick={back} aria-label={t('common.back')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
          <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__right">{right}</div>
    </header>
  );
}
