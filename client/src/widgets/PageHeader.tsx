import { useContext, useEffect, type ReactNode } from 'react';
import { ChevronLeft, House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { headerShown } from '../shell/FloatingHome';
import { SiteContext, TabRootContext } from '../shell/SiteContext';
import { Content } from './Content';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Back when there is history inside the app, otherwise home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/index', { replace: true });
  };
}

/** Names the browser tab after the screen, in the page's language: "title - site". */
export function useDocumentTitle(title: string): void {
  const site = useContext(SiteContext);
  useEffect(() => {
    document.title = site.name && site.name !== title ? `${title} - ${site.name}` : title;
  }, [title, site.name]);
}

/**
 * A screen's header: back (none on a tab root page: the bottom tabs lead on), the title, and a
 * slot on the right. It also names the browser tab after the screen, in the page's language
 * ("title – site"). The title is the screen's level-1 heading, unless the screen's
 * content has its own (`contentHeading`: an article's title, a place's name), so there is one.
 */
export function PageHeader({
  title,
  right,
  transparent = false,
  contentHeading = false,
  titleFromSite = false,
}: {
  title: string;
  right?: ReactNode;
  transparent?: boolean;
  contentHeading?: boolean /** the title is the site's content (a channel's name): marked with its language */;
  titleFromSite?: boolean;
}) {
  const { t } = useTranslation();
  const back = useGoBack();
  const tabRoot = useContext(TabRootContext);
  useDocumentTitle(title);
  // with a header of its own (back, home) the page needs no floating home button over its content
  useEffect(() => headerShown(), []);
  return (
    <header className={transparent ? 'page-header page-header--transparent' : 'page-header'}>
      {tabRoot ? (
        <span className="page-header__back" aria-hidden />
      ) : (
        <button type="button" className="page-header__back" onClick={back} aria-label={t('common.back')} data-testid="page-back">
          <ChevronLeft aria-hidden size={24} strokeWidth={2.2} />
        </button>
      )}
      <Content as={contentHeading ? 'p' : 'h1'} className="page-header__title" {...(titleFromSite ? {} : { lang: undefined })}>
        {title}
      </Content>
      <div className="page-header__right">
        {right ??
          (!tabRoot && (
            <Link to="/index" className="page-header__home" aria-label={t('common.home')} data-testid="page-home">
              <House aria-hidden size={20} strokeWidth={2} />
            </Link>
          ))}
      </div>
    </header>
  );
}
