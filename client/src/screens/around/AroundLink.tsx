import { Suspense, use } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { ensureFamilyTexts } from '../../i18n';
import { aroundTexts } from './texts';
import { aroundPath } from './paths';
import './around.css';

function Line({ place }: { place?: { id: string; name: string } }) {
  // the family's texts come with the link (the page it sits on does not load them)
  use(ensureFamilyTexts(aroundTexts));
  const { t } = useTranslation();
  return (
    <Link to={aroundPath(place)} className="around-link" data-testid="around-link">
      <Compass aria-hidden size={16} /> {place ? t('around.link') : t('around.nearbyLink')}
    </Link>
  );
}

/** The link to what is around a place (its detail page) or around the visitor (the search page). */
export function AroundLink({ place }: { place?: { id: string; name: string } }) {
  return (
    <Suspense fallback={null}>
      <Line place={place} />
    </Suspense>
  );
}
