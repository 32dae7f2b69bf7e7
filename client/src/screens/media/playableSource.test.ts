import { describe, expect, it } from 'vitest';
import { playableSource } from './playableSource';

describe('playableSource', () => {
  it('plays a path of the site or an http(s) address', () => {
    expect(playableSource('/media/demo/clip.mp4')).toBe('/media/demo/clip.mp4');
    expect(playableSource('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
    expect(playableSource('http://cdn.example.com/a.mp4')).toBe('http://cdn.example.com/a.mp4');
  });

  it('refuses another scheme, a protocol-relative address or nothing', () => {
    expect(playableSource('javascript:alert(1)')).toBeNull();
    expect(playableSource('data:video/mp4;base64,AAAA')).toBeNull();
    expect(playableSource('//evil.example.com/a.mp4')).toBeNull();
    expect(playableSource('clip.mp4')).toBeNull();
    expect(playableSource('')).toBeNull();
    expect(playableSource(null)).toBeNull();
  });
});
