/** site222400 (延边朝鲜族自治州): the Korean-language site; names and texts in Korean. */
import { KO } from './lexicon.ts';
import type { PlaceWriter, SiteGeo } from './place-writer.ts';
import type { Rng } from '../../../db/seed/prng.ts';
import { seedScenicAreas, type ScenicRow, type SiteSeedResult } from './common.ts';

export const YANBIAN: SiteGeo = {
  siteCode: 'site222400',
  city: '연변',
  phoneArea: '0433',
  lex: KO,
  counties: [
    { code: '222401', lng: 129.5089, lat: 42.8913, label: '연길시' },
    { code: '222402', lng: 129.844, lat: 42.9662, label: '도문시' },
    { code: '222403', lng: 128.2321, lat: 43.3724, label: '돈화시' },
    { code: '222404', lng: 130.366, lat: 42.8624, label: '훈춘시' },
    { code: '222405', lng: 129.5091, lat: 42.7663, label: '용정시' },
    { code: '222406', lng: 129.0101, lat: 42.5464, label: '화룡시' },
    { code: '222426', lng: 128.9017, lat: 43.1119, label: '안도현' },
  ],
};

const SCENIC: ScenicRow[] = [
  ['장백산 북경구', '222426', 'AAAAA', 128.0617, 42.024, ['천지', '장백폭포', '온천 지대', '녹연담', '소천지']],
  ['윤동주 생가', '222405', 'AAA', 129.4325, 42.6405, ['생가 본채', '시비 공원', '명동교회']],
  ['모아산 국가삼림공원', '222401', 'AAAA', 129.446, 42.8497, ['정상 전망대', '산림 산책로', '진달래 언덕']],
  ['방천 풍경구', '222404', 'AAAA', 130.625, 42.423, ['용호각 전망대', '세 나라 국경 조망점', '두만강 하구']],
  ['도문 두만강 국경', '222402', 'AAA', 129.85, 42.97, ['도문 구안', '두만강 광장', '국경 철교']],
  ['육정산 문화관광구', '222403', 'AAAA', 128.2028, 43.3383, ['정각사', '발해 고분군', '금정대불']],
  ['중국조선족민속원', '222401', 'AAAA', 129.4715, 42.9215, ['전통 가옥', '민속 박물관', '씨름 마당']],
  ['해란강 풍경구', '222405', 'AAA', 129.42, 42.79, ['일송정', '해란강 강변길', '비암산']],
  ['선봉 국가삼림공원', '222406', 'AAA', 128.93, 42.52, ['선봉산 정상', '계곡 산책로', '자작나무 숲']],
  ['홍석 국가삼림공원', '222426', 'AAA', 128.19, 42.66, ['홍석호', '숲속 캠핑장', '야생화 들판']],
];

const GENERIC = ['전망대', '방문자 센터', '숲길', '정자', '돌다리', '야생화 정원', '쉼터', '조선족 가옥'];

export function seedYanbian(w: PlaceWriter, rng: Rng): SiteSeedResult {
  const scenicIds = seedScenicAreas(w, rng, SCENIC, GENERIC);
  w.venue({ name: '연변박물관', county: '222401', type: '41' });
  w.venue({ name: '연변도서관', county: '222401', type: '42' });
  w.venue({ name: '연길시 문화관', county: '222401', type: '43' });
  w.venue({ name: '연변 미술관', county: '222401', type: '44' });
  w.venue({ name: '용정 윤동주 기념관', county: '222405', type: '41' });

  [
    '연길 백산호텔',
    '장백산 온천 리조트',
    '모아산 숲속 호텔',
    '부르하통하 리버뷰 호텔',
    '이도백하 게스트하우스',
    '용정 한옥 민박',
    '훈춘 국경 호텔',
    '연길 서시장 호텔',
  ].forEach((name, i) => w.hotel({ name, county: i % 2 === 0 ? '222401' : '222426' }));

  [
    ['연길 냉면집', '냉면'],
    ['연길 양꼬치 골목', '양꼬치'],
    ['조선족 전통 밥상', '조선족 요리'],
    ['서시장 먹자골목', '길거리 음식'],
    ['진달래 불고기집', '불고기'],
    ['해란강 찻집', '찻집'],
  ].forEach(([name, cuisine], i) => w.dining({ name: name ?? '', cuisine, county: i === 5 ? '222405' : '222401' }));

  ['명동촌', '금달래 민속촌', '이도백하 마을'].forEach((name, i) =>
    w.rural({ name, county: i === 0 ? '222405' : i === 1 ? '222401' : '222426', town: true }),
  );
  ['조선족 가무 공연 아리랑', '연길 야시장', '장백산 설원 썰매장'].forEach((name, i) =>
    w.entertainment({ name, county: i === 2 ? '222426' : '222401' }),
  );
  ['장백산 인삼', '연변 사과배', '조선족 김치', '송이버섯'].forEach((name) => w.speciality({ name, county: '222401' }));
  w.exhibition({
    name: '시인 윤동주: 하늘과 바람과 별과 시',
    venueName: '용정 윤동주 기념관',
    county: '222405',
    startTime: '2025-06-01 09:00:00',
    endTime: '2026-05-31 17:00:00',
  });
  w.exhibition({
    name: '조선족 생활 문화 100년',
    venueName: '연변박물관',
    county: '222401',
    startTime: '2025-10-01 09:00:00',
    endTime: '2026-01-15 17:00:00',
  });
  [
    ['발해 연꽃무늬 기와', '발해'],
    ['조선족 전통 혼례복', '근대'],
    ['가야금', '근대'],
  ].forEach(([name, era]) => w.collection({ name: name ?? '', era: era ?? '', venueName: '연변박물관', county: '222401' }));
  return { scenicIds };
}
