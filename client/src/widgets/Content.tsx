import { createContext, useContext, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { useContentLang } from '../shell/SiteContext';

/**
 * Text that comes from the site's content (a place's name, its region, an article's channel)
 * rather than the app's own texts: marked with the content's language when the page is shown in
 * another one (WCAG 3.1.2), so a screen reader switches voice for it. `as` is the element drawn.
 */
export function Content({ as: Tag = 'span', ...rest }: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  const lang = useContentLang();
  return <Tag lang={lang} {...rest} />;
}

/** Where the content goes in the translated line (a character no translation holds). */
const SLOT = '\u0000';

/**
 * A line of the app's own text with one piece of the site's content inside it ("By {{author}}"):
 * the translation is drawn as it reads in the page's language, and the content inside it is marked
 * with the content's language (`Content`). `line` is the translation given the content's place.
 */
export function ContentIn({ line, content }: { line(slot: string): string; content: string }) {
  const [before, ...after] = line(SLOT).split(SLOT);
  return (
    <>
      {before}
      <Content>{content}</Content>
      {after.join('')}
    </>
  );
}

/**
 * Heading levels that follow the page's outline (no skip from h1 to h3). A card's title
 * is one level below the nearest section heading around it: h2 on a list page whose only heading
 * is the screen's h1, h3 inside a home shelf titled by an h2. A section that gives its content a
 * heading wraps that content in `<HeadingLevel below={2}>`.
 */
const Level = createContext(2);

/** The content inside sits below a heading of level `below`. */
export function HeadingLevel({ below, children }: { below: number; children: ReactNode }) {
  return <Level.Provider value={Math.min(below + 1, 6)}>{children}</Level.Provider>;
}

/**
 * A content title (a card's name) at the level the context gives (h2 by default), marked with the
 * site content's language when the page is in another one.
 */
export function Heading({ children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const level = useContext(Level);
  const lang = useContentLang();
  const Tag = `h${level}` as 'h2';
  return (
    <Tag lang={lang} {...rest}>
      {children}
    </Tag>
  );
}
