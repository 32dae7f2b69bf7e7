import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Building2, Languages, Phone } from 'lucide-react';
import type { TourGuideCard_guide$key } from '../../__generated__/TourGuideCard_guide.graphql';
import { Content } from '../../widgets/Content';

/** One guide: name, gender and level, certificate, languages, agency; the number shown masked until the visitor taps it. */
export function TourGuideCard({ guide }: { guide: TourGuideCard_guide$key }) {
  const { t } = useTranslation();
  const g = useFragment(
    graphql`
      fragment TourGuideCard_guide on TourGuide {
        name
        certificateNumber
        gender
        levelName
        languages
        company
        maskedPhone
        phone
      }
    `,
    guide,
  );
  const [shown, setShown] = useState(false);
  return (
    <article className="guide-card" data-testid="guide">
      <div className="guide-card__head">
        <Content as="h2" className="guide-card__name">
          {g.name}
        </Content>
        {g.gender && <span className="guide-card__tag">{t(`guides.genders.${g.gender}`)}</span>}
        {g.levelName && (
          <Content className="guide-card__tag guide-card__tag--level" data-testid="guide-level">
            {g.levelName}
          </Content>
        )}
      </div>
      <p className="guide-card__line" data-testid="guide-certificate">
        <BadgeCheck aria-hidden size={14} /> {t('guides.certificate', { number: g.certificateNumber })}
      </p>
      {g.languages.length > 0 && (
        <p className="guide-card__line">
          <Languages aria-hidden size={14} /> {t('guides.languages')} <Content>{g.languages.join(' · ')}</Content>
        </p>
      )}
      {g.company && (
        <p className="guide-card__line">
          <Building2 aria-hidden size={14} /> {t('guides.company')} <Content>{g.company}</Content>
        </p>
      )}
      {g.phone &&
        (shown ? (
          <a
            href={`tel:${g.phone}`}
            className="pill-link guide-card__phone"
            data-testid="guide-phone"
            aria-label={t('guides.call', { phone: g.phone })}
          >
            <Phone aria-hidden size={14} /> {g.phone}
          </a>
        ) : (
          <button type="button" className="pill-link guide-card__phone" onClick={() => setShown(true)} data-testid="guide-show-phone">
            <Phone aria-hidden size={14} /> {g.maskedPhone} · {t('guides.showPhone')}
          </button>
        ))}
    </article>
  );
}
