import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../shell/SiteContext';
import { ContentIn } from './Content';

/** The markup of a line on an English page of a Chinese site. */
const onEnglishPage = (line: (slot: string) => string, content: string) =>
  renderToStaticMarkup(
    createElement(
      SiteContext.Provider,
      { value: { code: 'site510100', name: '成都', contentLang: 'zh-CN' } },
      createElement(ContentIn, { line, content }),
    ),
  );

describe('ContentIn', () => {
  it("draws the translated line around the content, the content alone marked with the content's language", () => {
    expect(onEnglishPage((author) => `By ${author}`, '艺术基金管理中心')).toBe('By <span lang="zh-CN">艺术基金管理中心</span>');
    expect(onEnglishPage((name) => `${name} 라이브`, '青城山')).toBe('<span lang="zh-CN">青城山</span> 라이브');
  });
});
