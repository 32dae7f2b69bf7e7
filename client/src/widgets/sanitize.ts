/**
 * Belt and braces for SafeHtml: the gateway already sanitises, but the client never inserts
 * script, event handlers or javascript: links even if a payload slips through. Parsing into an
 * inert <template> runs nothing.
 */
const DROP = 'script,iframe,object,embed,frame,frameset,link,meta,base,form,style';

export function sanitizeHtml(html: string): string {
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  tpl.content.querySelectorAll(DROP).forEach((el) => el.remove());
  tpl.content.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters inside a URL scheme (`java\u0001script:`), so they are dropped before the scheme is read
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') el.removeAttribute(attr.name);
      else if (/^(href|src|xlink:href|action|poster|background)$/.test(name) && /^(javascript|vbscript|data:text\/html)/.test(value)) {
        el.removeAttribute(attr.name);
      }
    }
    if (el.tagName === 'A') {
      el.setAttribute('rel', 'noopener noreferrer');
      el.setAttribute('target', '_blank');
    }
  });
  return tpl.innerHTML;
}
