import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Megaphone } from 'lucide-react';

/** What a visitor who is not a promoter sees on a promoter's screen: why, and the way to the programme. */
export function NotPromoter() {
  const { t } = useTranslation();
  return (
    <section className="promo-card promo-intro" data-testid="promotion-not-promoter">
      <Megaphone aria-hidden size={40} className="promo-intro__icon" />
      <p className="promo-intro__text">{t('promotion.notPromoter')}</p>
      <Link to="/development" className="promo-button" data-testid="promotion-go-join">
        {t('promotion.goJoin')}
      </Link>
    </section>
  );
}
