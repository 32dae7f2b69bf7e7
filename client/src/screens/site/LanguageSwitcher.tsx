import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { currentLanguage } from '../../i18n';
import { useLoadedWhen } from '../../shell/useLoadedWhen';

const SHORT: Record<string, string> = { CN: '中', EN: 'EN', FRENCH: 'FR', JAPANESE: '日', KOREAN: '한' };

// the sheet is not part of the first screen's code: it loads on the first tap
const loadSheet = () => import('./LanguageSheet');

/** Lets a person switch among the five interface languages; the choice is remembered. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = currentLanguage();
  const sheet = useLoadedWhen(open, loadSheet);
  return (
    <>
      <button type="button" className="lang-btn" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="language-switcher">
        <Globe aria-hidden size={16} />
        <span>{SHORT[lang]}</span>
        <span className="sr-only">{t('language.choose')}</span>
      </button>
      {open && sheet && <sheet.LanguageSheet lang={lang} onClose={() => setOpen(false)} />}
    </>
  );
}
