import { Content } from './Content';

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
