import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  stancesOf,
  storyDetailPath,
  storyEditPath,
  storyKind,
  storyStatus,
  textToHtml,
  topicState,
  topicWritePath,
  tripDays,
  validateEntry,
  validateStoryText,
  validateTrip,
} from '../../src/domains/stories/rules.ts';

describe('stories rules', () => {
  it('works a topic’s state out from its dates, both ends included', () => {
    const start = Date.UTC(2026, 0, 10);
    const end = Date.UTC(2026, 1, 10);
    expect(topicState(start, end, start - 1)).toBe('NOT_STARTED');
    expect(topicState(start, end, start)).toBe('UNDER_WAY');
    expect(topicState(start, end, end)).toBe('UNDER_WAY');
    expect(topicState(start, end, end + 1)).toBe('OVER');
    expect(topicState(null, null, end)).toBe('UNDER_WAY');
  });

  it('tells what a story is and where it opens', () => {
    expect(storyKind({ storyType: 'strategy', topicType: '' })).toBe('STRATEGY');
    expect(storyKind({ storyType: 'story', topicType: 'works' })).toBe('WORK');
    expect(storyKind({ storyType: 'story', topicType: 'pk' })).toBe('PK_ENTRY');
    expect(storyKind({ storyType: 'story', topicType: 'story' })).toBe('STORY');
    expect(storyKind({ storyType: 'story', topicType: '' })).toBe('STORY');
    expect(storyDetailPath('STRATEGY', '7')).toBe('/strategy-detail/7');
    expect(storyDetailPath('WORK', '7')).toBe('/work-detail/7');
    expect(storyDetailPath('PK_ENTRY', '7')).toBe('/work-detail/7/pk');
    expect(storyDetailPath('STORY', '7')).toBe('/story-detail/7');
    expect(topicWritePath('WORK', '3', true)).toBe('/add-work/3/0/1');
    expect(topicWritePath('PK', '3', false)).toBe('/add-pk/3/0');
    expect(topicWritePath('STORY', '3', false)).toBe('/add-story/3/0');
    expect(storyEditPath('STRATEGY', '7', null, false)).toBe('/strategy-edit/7');
    expect(storyEditPath('STORY', '7', null, false)).toBe('/add-story/0/7');
    expect(storyEditPath('WORK', '7', '3', true)).toBe('/add-work/3/7/1');
    expect(storyStatus('0')).toBe('PENDING');
    expect(storyStatus(2)).toBe('REJECTED');
    expect(storyStatus('1')).toBe('PUBLISHED');
  });

  it('shares a PK debate between its stances', () => {
    const row = {
      id: 1,
      topicType: 'pk',
      pkSides: [
        { pkSide: 'A', name: '甲', storyNum: '1' },
        { pkSide: 'B', name: '乙', storyNum: '3' },
      ],
    };
    expect(stancesOf(row)).toEqual([
      { side: 'A', name: '甲', entryCount: 1, share: 0.25 },
      { side: 'B', name: '乙', entryCount: 3, share: 0.75 },
    ]);
    expect(
      stancesOf({
        ...row,
        pkSides: [
          { pkSide: 'A', name: '甲', storyNum: '0' },
          { pkSide: 'B', name: '乙', storyNum: '0' },
        ],
      }).map((s) => s.share),
    ).toEqual([0, 0]);
    expect(stancesOf({ id: 2, topicType: 'story', pkSides: [] })).toEqual([]);
  });

  it('keeps what a user types as text: escaped paragraphs, and back', () => {
    expect(textToHtml(' 第一段 \n\n<script>x</script> & "引号"\r\n')).toBe(
      '<p>第一段</p><p>&lt;script&gt;x&lt;/script&gt; &amp; &quot;引号&quot;</p>',
    );
    expect(htmlToText('<h3>第1天</h3><p>宽窄巷子</p><ul><li>早起</li></ul><p>a &amp; b<br>c</p><script>alert(1)</script>')).toBe(
      '第1天\n宽窄巷子\n早起\na & b\nc',
    );
    expect(htmlToText(textToHtml('一\n<二>'))).toBe('一\n<二>');
    expect(htmlToText('  ')).toBeNull();
  });

  it('checks the writing forms in code points, before any call', () => {
    const ok = { title: '标题', text: '正文', pictureIds: ['p'] };
    expect(validateStoryText(ok)).toEqual([]);
    expect(validateStoryText({ ...ok, title: '😀'.repeat(30) })).toEqual([]);
    expect(validateStoryText({ ...ok, title: '😀'.repeat(31) }).map((e) => e.code)).toEqual(['STORY_TITLE_TOO_LONG']);
    expect(validateStoryText({ ...ok, craft: '技'.repeat(21) }).map((e) => [e.code, e.limit])).toEqual([['CRAFT_TOO_LONG', 20]]);
    expect(validateStoryText({ title: ' ', text: '', pictureIds: [], tagIds: ['1', '2', '3', '4'] }).map((e) => e.code)).toEqual([
      'STORY_TITLE_REQUIRED',
      'STORY_TEXT_REQUIRED',
      'STORY_PICTURES_REQUIRED',
      'TOO_MANY_TAGS',
    ]);
    expect(validateTrip(30, 100_000, 12)).toEqual([]);
    expect(validateTrip(31, 100_001, 0).map((e) => e.code)).toEqual(['TRIP_DAYS_INVALID', 'TRIP_COST_INVALID', 'TRAVEL_MONTH_INVALID']);
    expect(validateEntry({ state: 'UNDER_WAY', mode: 'PK', heritage: false }, 'A', null)).toEqual([]);
    expect(validateEntry({ state: 'UNDER_WAY', mode: 'WORK', heritage: true }, null, '蜀绣')).toEqual([]);
    expect(validateEntry({ state: 'UNDER_WAY', mode: 'WORK', heritage: false }, null, null)).toEqual([]);
    expect(tripDays('SHORT')).toEqual({ minDays: 1, maxDays: 2 });
    expect(tripDays('LONG')).toEqual({ minDays: 6, maxDays: null });
  });
});
