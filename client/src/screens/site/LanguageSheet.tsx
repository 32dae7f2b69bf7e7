import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { LANGUAGES, setUserLanguage } from '../../i18n';
import { BottomSheet } from '../../widgets/BottomSheet';

/**
 * The sheet of the five interface languages (the current one checked): readable on every skin
 * (its own colours, never the header's), focus kept inside, Escape or a tap outside closes it.
 */
export function LanguageSheet({ lang, onClose }: { lang: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet className="sheet--language" label={t('language.choose')} testId="language-sheet" onClose={onClose}>
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
    </BottomSheet>
  );
}
