// OWASP XSS vectors beyond the ones the demo data carries (those are covered end to end by
// client/e2e/news.test.ts): the sanitiser the gateway runs on upstream HTML leaves none active.
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../../src/core/sanitize.ts';

const VECTORS = [
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src=x:x onerror="alert(1)">',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior:url(x.htc);-moz-binding:url(x)">x</p>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '"><script>alert(1)</script>',
];

describe('sanitised upstream HTML', () => {
  it.each(VECTORS)('%s', (vector) => {
    const out = sanitizeBody(`<p>text</p>${vector}`) ?? '';
    expect(out).not.toMatch(/<(script|iframe|object|embed|form|input|meta|base|link|svg|math|style|body)\b/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/(href|src|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/url\(\s*javascript/i);
  });
});
