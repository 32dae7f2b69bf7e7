import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flame, Headset, House, Newspaper, QrCode, Rotate3d, Route, Video, type LucideIcon } from 'lucide-react';

/** The Xinjiang edition's pages, in the order the edition's home shows them. */
const PAGES: readonly { key: string; path: string; Icon: LucideIcon }[] = [
  { key: 'hot', path: '/xj-hot', Icon: Flame },
  { key: 'driving', path: '/xj-driving', Icon: Route },
  { key: 'panoramic', path: '/xj-panoramic', Icon: Rotate3d },
  { key: 'channels', path: '/xj-channl', Icon: Newspaper },
  { key: 'live', path: '/xj-live', Icon: Video },
  { key: 'service', path: '/xj-service', Icon: Headset },
  { key: 'health', path: '/xj-health', Icon: QrCode },
  { key: 'home', path: '/xj-index', Icon: House },
];

/** A grid of links to the edition's pages (the page it is on left out). */
export function EditionLinks({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="xj-links" aria-label={t('regional.editionPages')} data-testid="xj-links">
      {PAGES.filter((p) => p.path !== current).map(({ key, path, Icon }) => (
        <Link key={key} to={path} className="xj-links__item" data-testid={`xj-link-${key}`}>
          <Icon aria-hidden size={24} />
          <span>{t(`regional.pages.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
