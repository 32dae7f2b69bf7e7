import { describe, expect, it } from 'vitest';
import { globalIdFromRoute, toGlobalId } from './globalId';

describe('global ids', () => {
  it('are base64url of Type:rawId without padding', () => {
    expect(toGlobalId('ScenicArea', '10001')).toBe('U2NlbmljQXJlYToxMDAwMQ');
    expect(toGlobalId('NewsArticle', '70008')).toBe('TmV3c0FydGljbGU6NzAwMDg');
    expect(toGlobalId('ScenicArea', '12')).not.toMatch(/[=+/]/);
  });

  it('accept a route id that is already a global id of the same type', () => {
    expect(globalIdFromRoute('ScenicArea', 'U2NlbmljQXJlYToxMDAwMQ')).toBe('U2NlbmljQXJlYToxMDAwMQ');
    expect(globalIdFromRoute('Hotel', '20003')).toBe(toGlobalId('Hotel', '20003'));
  });
});
