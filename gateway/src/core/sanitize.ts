import sanitizeHtml from 'sanitize-html';

/**
 * Editor HTML from the upstream is untrusted. Keep ordinary formatting, images and links
 * (http, https, mailto only); drop script/style/iframe and friends with their content, every
 * event handler, and every other attribute not listed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'figure',
    'figcaption',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Sanitised HTML, or null for null/empty input. */
export function sanitizeBody(html: unknown): string | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an HTML or text fragment (tags removed). */
export function plainText(html: unknown): string | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const result = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  return result === '' ? null : result;
}
