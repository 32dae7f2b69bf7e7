import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setUserLanguage } from '../../i18n';
import { Check, Globe } from 'lucide-react';
import { useModalFocus } from '../../shell/useModalFocus';

const SHORT: Record<string, string> = { CN: '中', EN: 'EN', FRENCH: 'FR', JAPANESE: '日', KOREAN: '한' };

/** Lets a person switch among the five interface languages; the choice is remembered. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  return (
    <>
      <button type="button" className="lang-btn" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="language-switcher">
        <Globe aria-hidden size={16} />
        <span>{SHORT[lang]}</span>
        <span className="sr-only">{t('language.choose')}</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control, it only catches a tap outside the sheet; Escape closes it (useModalFocus)
        <div className="overlay overlay--sheet" role="presentation" onClick={() => setOpen(false)}>
          <LanguageSheet onClose={() => setOpen(false)}>
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
                    {code === lang && <Check aria-hidden size={16} />}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="sheet__cancel" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
          </LanguageSheet>
        </div>
      )}
    </>
  );
}

/** The language sheet: readable on every skin (its own colours, never the header's), focus kept inside. */
function LanguageSheet({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape: onClose });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only keeps a tap inside the sheet from reaching the backdrop
    <div
      ref={ref}
      className="sheet sheet--language"
      role="dialog"
      aria-modal="true"
      aria-label={t('language.choose')}
      onClick={(e) => e.stopPropagation()}
      data-testid="language-sheet"
    >
      {children}
    </div>
  );
}
