import { describe, expect, it } from 'vitest';
import { imagesFrom, imageUrl, imageDimension } from '../../src/core/image.ts';
import {
  chinaDateTime,
  clockTime,
  flag,
  geoPoint,
  hotelLevel,
  int,
  num,
  scenicLevel,
  strings,
  text,
  venueType,
} from '../../src/core/normalise.ts';
import { regionLevel } from '../../src/domains/regions/level.ts';
import { siteLanguage } from '../../src/core/language.ts';
import { siteEdition } from '../../src/domains/site/edition.ts';
import { skinFor } from '../../src/domains/site/skins.ts';
import { placeDetailPath, PLACE_KINDS } from '../../src/domains/places/kind-table.ts';

describe('normalisation', () => {
  it('numbers from strings, "" → null', () => {
    expect(num('388.00')).toBe(388);
    expect(num(12)).toBe(12);
    expect(num('')).toBeNull();
    expect(num(null)).toBeNull();
    expect(num('abc')).toBeNull();
    expect(int('5')).toBe(5);
    expect(text('  ')).toBeNull();
    expect(text(' a ')).toBe('a');
    expect(flag('1')).toBe(true);
    expect(flag(0)).toBe(false);
    expect(strings('a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('coordinates from strings or numbers', () => {
    expect(geoPoint('104.06573', '30.65946')).toEqual({ longitude: 104.06573, latitude: 30.65946 });
    expect(geoPoint(104.1, 30.2)).toEqual({ longitude: 104.1, latitude: 30.2 });
    expect(geoPoint('', '30')).toBeNull();
    expect(geoPoint('200', '30')).toBeNull();
  });

  it('China dates → ISO with +08:00', () => {
    expect(chinaDateTime('2026-11-20 10:00:00')).toBe('2026-11-20T10:00:00+08:00');
    expect(chinaDateTime('2026-11-20')).toBe('2026-11-20T00:00:00+08:00');
    expect(chinaDateTime('')).toBeNull();
    expect(chinaDateTime('2026-13-01 00:00:00')).toBeNull();
    expect(clockTime('08:30:00')).toBe('08:30');
    expect(clockTime('x')).toBeNull();
  });

  it('levels → enums', () => {
    expect(scenicLevel('AAAAA')).toBe('AAAAA');
    expect(scenicLevel('')).toBeNull();
    expect(scenicLevel('4A')).toBe('AAAA');
    expect(hotelLevel('0')).toBe('NON_STAR');
    expect(hotelLevel('5')).toBe('FIVE_STAR');
    expect(hotelLevel(null)).toBe('NON_STAR');
    expect(venueType('41')).toBe('MUSEUM');
    expect(venueType(44)).toBe('ART_GALLERY');
    expect(venueType('40')).toBeNull();
  });

  it('region levels from codes', () => {
    expect(regionLevel('510000')).toBe('PROVINCE');
    expect(regionLevel('510100')).toBe('CITY');
    expect(regionLevel('510104')).toBe('COUNTY');
    expect(regionLevel('510104001000')).toBe('TOWN');
    expect(regionLevel('510104001002')).toBe('VILLAGE');
    expect(regionLevel('510104000000')).toBe('COUNTY');
  });

  it('site edition, language and skin', () => {
    expect(siteEdition('SCENERY')).toBe('SCENIC');
    expect(siteEdition('GENERAL')).toBe('GENERAL');
    expect(siteEdition(null)).toBe('GENERAL');
    expect(siteLanguage('FRENCH')).toBe('FRENCH');
    expect(siteLanguage('KOREAN')).toBe('KOREAN');
    expect(siteLanguage('klingon')).toBe('CN');
    expect(skinFor('site510100', 'GENERAL').name).toBe('tianfu-red');
    expect(skinFor('site999999', 'SCENIC').name).toBe('scenic-green');
  });

  it('kinds table detail paths', () => {
    expect(PLACE_KINDS).toHaveLength(16);
    expect(placeDetailPath('SCENIC_SHOW', 7)).toBe('/wonderful-show-desc/7');
    expect(placeDetailPath('SCENIC_AREA', 12)).toBe('/scenic-detail/12');
    expect(placeDetailPath('COLLECTION', '3')).toBe('/relics-detail/3');
    expect(placeDetailPath('ENTERTAINMENT', '3')).toBe('/entertain-detail/3');
  });
});

describe('images', () => {
  it('splits comma-separated images, cover first', () => {
    expect(imagesFrom('http://u/a.svg, http://u/b.svg,', 'alt')).toEqual([
      { url: 'http://u/a.svg', alt: 'alt' },
      { url: 'http://u/b.svg', alt: 'alt' },
    ]);
    expect(imagesFrom('', 'x')).toEqual([]);
    expect(imagesFrom(null, 'x')).toEqual([]);
  });

  it('sized urls carry width and height', () => {
    expect(imageUrl('http://u/files/images/a.svg', 'ORIGINAL')).toBe('http://u/files/images/a.svg');
    expect(imageUrl('http://u/files/images/a.svg', 'THUMBNAIL')).toBe('http://u/files/images/a.svg?width=160&height=160');
    expect(imageUrl('http://u/a.svg?v=2&width=9', 'COVER')).toBe('http://u/a.svg?v=2&width=750&height=375');
    expect(imageUrl('http://u/a.svg', 'SMALL')).toContain('width=110&height=110');
    expect(imageUrl('http://u/a.svg', 'NEWS_THUMBNAIL')).toContain('width=203&height=152');
    expect(imageUrl('http://u/a.svg', 'BANNER')).toContain('width=750&height=160');
    expect(imageDimension({ url: 'x', alt: '' }, 'ORIGINAL', 'width')).toBeNull();
    expect(imageDimension({ url: 'x', alt: '' }, 'BANNER', 'height')).toBe(160);
  });
});
