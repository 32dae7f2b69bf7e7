import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function SectionTitle({ title, morePath }: { title: string; morePath?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="section-title">
      <h2 className="section-title__text">{title}</h2>
      {morePath && (
        <Link to={morePath} className="section-title__more">
          {t('common.more')}
          <span className="chevron chevron--right" aria-hidden />
        </Link>
      )}
    </div>
  );
}
