import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentLang } from '../shell/SiteContext';

interface InfoRowProps extends HTMLAttributes<HTMLElement> {
  label: ReactNode;
  /** The value's data-testid. */
  testId?: string;
  /** The value is the site's own text (opening notes, directions), in its content language. */
  fromSite?: boolean;
}

/** One row of a `dl.info-rows`: the label and its value; other props (className, data-*) go on the value. */
export function InfoRow({ label, testId, fromSite = false, children, ...value }: InfoRowProps) {
  const contentLang = useContentLang();
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd data-testid={testId} lang={fromSite ? contentLang : undefined} {...value}>
        {children}
      </dd>
    </div>
  );
}

/** The phone row of a detail page: the number and a "Call" link (tel: with only digits, + and -). */
export function PhoneRow({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <InfoRow label={t('place.phone')} className="info-row__split">
      <span>{phone}</span>
      <a className="pill-link" href={`tel:${phone.replace(/[^\d+-]/g, '')}`}>
        {t('place.call')}
      </a>
    </InfoRow>
  );
}
