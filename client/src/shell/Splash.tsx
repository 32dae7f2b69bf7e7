import { useTranslation } from 'react-i18next';

/**
 * The skeleton of index.html's splash, drawn by React while the shell's query is out (the
 * router's hydrate fallback), so the first paint and the first render look the same. Keep the
 * markup in step with index.html.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="splash__bar" aria-hidden="true">
        {document.title}
      </div>
      <div className="splash__body" aria-hidden="true">
        <div className="splash__block splash__block--search" />
        <div className="splash__block splash__block--banner" />
        <div className="splash__grid">
          <div className="splash__block" />
          <div className="splash__block" />
          <div className="splash__block" />
          <div className="splash__block" />
          <div className="splash__block" />
        </div>
        <div className="splash__block splash__block--card" />
        <div className="splash__block splash__block--card" />
      </div>
    </div>
  );
}
