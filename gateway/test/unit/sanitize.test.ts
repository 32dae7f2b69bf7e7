import { describe, expect, it } from 'vitest';
import { plainText, sanitizeBody } from '../../src/core/sanitize.ts';

const clean = (html: string) => sanitizeBody(html) ?? '';

describe('sanitiser', () => {
  it('keeps ordinary formatting, images and safe links', () => {
    const html =
      '<h2>标题</h2><p>Hello <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul>' +
      '<img src="https://img.example/a.png" alt="a"><a href="https://example.org/x" title="t">x</a> <a href="mailto:a@b.cn">m</a>';
    expect(clean(html)).toBe(html.replace('alt="a">', 'alt="a" />'));
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p>x<script src="https://evil/x.js"></script></p>', '<p>x</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil"></iframe><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="  javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<svg onload="alert(1)"><circle/></svg><p>x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil"><input name="p"></form>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
  ])('neutralises %s', (input, expected) => {
    const out = clean(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<style/i);
  });

  it('adds rel to target=_blank links', () => {
    expect(clean('<a href="https://x.cn" target="_blank">x</a>')).toBe(
      '<a href="https://x.cn" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('null for empty input; plainText strips tags', () => {
    expect(sanitizeBody('')).toBeNull();
    expect(sanitizeBody(null)).toBeNull();
    expect(plainText('<p>成都 &amp; <b>天府</b></p><script>x()</script>')).toBe('成都 & 天府');
  });
});
