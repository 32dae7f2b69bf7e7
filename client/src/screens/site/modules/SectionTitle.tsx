import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '../../../shell/SiteContext';

/** A home section's title; `fromSite`: the title is the site's configured one (its content language). */
export function SectionTitle({ title, morePath, fromSite = false }: { title: string; morePath?: string | null; fromSite?: boolean }) {
  const contentLang = useContentLang();
  const { t } = useTranslation();
  return (
    <div className="section-title">
      <h2 className="section-title__text" lang={fromSite ? contentLang : undefined}>
        {title}
      </h2>
      {morePath && (
        <Link to={morePath} className="section-title__more">
          {t('common.more')}
          <span className="chevron chevron--right" aria-hidden />
        </Link>
      )}
    </div>
  );
}
