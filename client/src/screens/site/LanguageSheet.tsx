import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { LANGUAGES, setUserLanguage } from '../../i18n';
import { useModalFocus } from '../../shell/useModalFocus';

/**
 * The sheet of the five interface languages (the current one checked): readable on every skin
 * (its own colours, never the header's), focus kept inside, Escape or a tap outside closes it.
 */
export function LanguageSheet({ lang, onClose }: { lang: string; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, { onEscape: onClose });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control, it only catches a tap outside the sheet; Escape closes it (useModalFocus)
    <div className="overlay overlay--sheet" role="presentation" onClick={onClose}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click handler only keeps a tap inside the sheet from reaching the backdrop */}
      <div
        ref={ref}
        className="sheet sheet--language"
        role="dialog"
        aria-modal="true"
        aria-label={t('language.choose')}
        onClick={(e) => e.stopPropagation()}
        data-testid="language-sheet"
      >
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
                  onClose();
                }}
              >
                <span>{t(`language.${code}`)}</span>
                {code === lang && <Check aria-hidden size={16} />}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="sheet__cancel" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
