import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setUserLanguage } from '../../i18n';

const SHORT: Record<string, string> = { CN: '中', EN: 'EN', FRENCH: 'FR', JAPANESE: '日', KOREAN: '한' };

/** Lets a person switch among the five interface languages; the choice is remembered. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  return (
    <>
      <button
        type="button"
        className="lang-btn"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="language-switcher"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span>{SHORT[lang]}</span>
        <span className="sr-only">{t('language.choose')}</span>
      </button>
      {open && (
        <div className="overlay overlay--sheet" role="presentation" onClick={() => setOpen(false)}>
          <div className="sheet" role="dialog" aria-modal="true" aria-label={t('language.choose')} onClick={(e) => e.stopPropagation()}>
            <h2 className="sheet__title">{t('language.choose')}</h2>
            <ul className="sheet__list">
              {LANGUAGES.map((code) => (
                <li key={code}>
                  <button
                    type="button"
                    className={code === lang ? 'sheet__option sheet__option--active' : 'sheet__option'}
                    data-lang={code}
                    onClick={() => {
                      setUserLanguage(code);
                      setOpen(false);
                    }}
                  >
                    <span>{t(`language.${code}`)}</span>
                    {code === lang && <span aria-hidden>✓</span>}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="sheet__cancel" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
