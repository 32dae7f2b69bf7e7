import { describe, expect, it } from 'vitest';
import { emptyPage, pageOf, slicePage } from '../src/envelope.ts';

describe('paged lists', () => {
  it('a page of items with the total, the page asked for and the number of pages', () => {
    expect(pageOf(['a', 'b'], 12, { currPage: 2, pageSize: 5 })).toMatchObject({
      code: 0,
      datas: ['a', 'b'],
      page: { total: 12, currPage: 2, pageSize: 5, totalPage: 3 },
    });
    expect(emptyPage({ currPage: 1, pageSize: 10 })).toMatchObject({
      code: 0,
      datas: [],
      page: { total: 0, currPage: 1, pageSize: 10, totalPage: 0 },
    });
  });

  it('a list held whole is sliced to the page asked for; a page past its end is empty', () => {
    const items = Array.from({ length: 7 }, (_, i) => i);
    expect(slicePage(items, { currPage: 1, pageSize: 3 })).toMatchObject({ datas: [0, 1, 2], page: { total: 7, totalPage: 3 } });
    expect(slicePage(items, { currPage: 3, pageSize: 3 })).toMatchObject({ datas: [6], page: { total: 7, currPage: 3 } });
    expect(slicePage(items, { currPage: 4, pageSize: 3 })).toMatchObject({ datas: [], page: { total: 7, currPage: 4 } });
  });
});
