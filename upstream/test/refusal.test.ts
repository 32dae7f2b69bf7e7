import { describe, expect, it } from 'vitest';
import { Refusal, refusalAnswer, refuse, refused } from '../src/refusal.ts';

describe('refusing a call', () => {
  it('refuse throws a Refusal carrying the message and data; its answer is code 1 with both', () => {
    let caught: unknown;
    try {
      refuse('名额已满', { left: 0 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Refusal);
    expect(refusalAnswer(caught as Refusal)).toMatchObject({ code: 1, message: '名额已满', msg: '名额已满', data: { left: 0 } });
  });

  it('refused is the same answer, returned by a handler that refuses before writing', () => {
    expect(refused('请先登录后操作')).toMatchObject({ code: 1, message: '请先登录后操作', data: null });
    const { responseTime: _a, ...answer } = refused('x', [1]);
    const { responseTime: _b, ...fromRefusal } = refusalAnswer(new Refusal('x', [1]));
    expect(answer).toEqual(fromRefusal);
  });
});
