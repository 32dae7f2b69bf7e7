import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { PageHeader } from '../../widgets/PageHeader';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';

/** /complain-success?number=…&id=…: the complaint was filed; its number, and where to follow it. */
export function ComplaintSuccessScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const number = search.get('number');
  const id = search.get('id');
  return (
    <div className="complaint-success" data-testid="complaint-success">
      <PageHeader title={t('complaints.success.title')} />
      <div className="complaint-success__body">
        <CircleCheck aria-hidden size={64} strokeWidth={1.5} className="complaint-success__icon" />
        <h2 className="complaint-success__title">{t('complaints.success.heading')}</h2>
        {number && (
          <p className="complaint-success__number" data-testid="complaint-number">
            {t('complaints.success.number')}: <strong>{number}</strong>
          </p>
        )}
        <p className="complaint-success__text">{t('complaints.success.text')}</p>
        <div className="complaint-success__actions">
          {id && /^\d+$/.test(id) && (
            <Link className="btn btn--primary" to={`/complain-detail/${id}`} replace data-testid="success-detail">
              {t('complaints.success.viewDetail')}
            </Link>
          )}
          <Link className="btn cbtn--outline" to="/user-complain" replace data-testid="success-mine">
            {t('complaints.success.mine')}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: ComplaintSuccessScreen };
