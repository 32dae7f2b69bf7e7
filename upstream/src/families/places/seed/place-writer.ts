/**
 * Inserts places with every field the backend carries, filling what a site file leaves out
 * (addresses, images, occupancy, texts) from the seeded PRNG. Site files (chengdu.ts, …) only
 * say what is specific: names, counties, levels, coordinates.
 */
import type Database from 'better-sqlite3';
import { lookupRegion, townsOf, type RegionChild } from '../../../regions/division.ts';
import {
  COLLECTION,
  ENTERTAINMENT,
  EXHIBITION,
  HOTEL,
  RESTAURANT,
  RURAL,
  SCENERY,
  SPECIALITY,
  SPOT,
  VENUE,
  iconRef,
  imageRef,
  kindOf,
  type ResourceType,
} from '../../../resources.ts';
import type { Lexicon } from './lexicon.ts';
import { groupOf } from './kind-texts.ts';
import type { Rng } from '../../../db/seed/prng.ts';

export interface CountyGeo {
  code: string;
  lng: number;
  lat: number;
  /** Display name for addresses (defaults to the division name). */
  label?: string;
}

export interface SiteGeo {
  siteCode: string;
  city: string;
  phoneArea: string;
  lex: Lexicon;
  counties: readonly CountyGeo[];
}

export interface PlaceInput {
  name: string;
  /** County code; defaults to a county picked by the PRNG. */
  county?: string;
  /** Put the place in a town of the county (12-digit region code). Default: PRNG, 30 %. */
  town?: boolean | string;
  lng?: number;
  lat?: number;
  level?: string;
  summary?: string;
  /** Spread of the generated coordinates around the county centre, degrees. */
  spread?: number;
}

/**
 * Real official websites of a few famous demo places, by name; the other places have none (the
 * app hides the link), never a made-up address.
 */
export const OFFICIAL_SITES: Readonly<Record<string, string>> = {
  成都大熊猫繁育研究基地: 'https://www.panda.org.cn/',
  金沙遗址博物馆: 'http://www.jinshasitemuseum.com/',
  四川博物院: 'http://www.scmuseum.cn/',
  成都博物馆: 'https://www.cdmuseum.com/',
  九寨沟风景名胜区: 'https://www.jiuzhai.com/',
  秦始皇兵馬俑博物館: 'http://www.bmy.com.cn/',
  陝西歴史博物館: 'https://www.sxhm.com/',
};

/** Occupancy ratios cycled over places so every comfort band occurs, plus missing figures. */
const BANDS: readonly (number | 'none' | 'noRealtime')[] = [
  0.12,
  0.3,
  0.42,
  0.5,
  0.57,
  0.6,
  0.72,
  0.8,
  0.93,
  'none',
  0.2,
  'noRealtime',
  0.65,
];

export class PlaceWriter {
  private readonly insertPlace: Database.Statement;
  private readonly insertRoom: Database.Statement;
  private readonly towns = new Map<string, RegionChild[]>();
  private readonly sorts = new Map<string, number>();
  private band = 0;
  private roomId = 900001;
  readonly counts = new Map<string, number>();
  roomCount = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly rng: Rng,
    private readonly site: SiteGeo,
    private readonly ids: { next: number },
  ) {
    this.insertPlace = db.prepare(`INSERT INTO places (id, site_code, resource_type, name, region, region_name,
        cut_region_name, address, longitude, latitude, level, sub_type, parent_id, images, summary, content, phone,
        website_url, open_time_start, open_time_end, real_time_num, max_num, price, heat, sort, extra)
      VALUES (@id, @siteCode, @type, @name, @region, @regionName, @cutRegionName, @address, @lng, @lat, @level,
        @subType, @parentId, @images, @summary, @content, @phone, @websiteUrl, @openTimeStart, @openTimeEnd,
        @realTimeNum, @maxNum, @price, @heat, @sort, @extra)`);
    this.insertRoom = db.prepare(`INSERT INTO hotel_rooms (id, hotel_id, name, images, price, area, bed_type,
        breakfast, stock, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const firstRoom = db.prepare('SELECT MAX(id) AS m FROM hotel_rooms').get() as { m: number | null };
    if (firstRoom.m) this.roomId = firstRoom.m + 1;
  }

  private get lex(): Lexicon {
    return this.site.lex;
  }

  /** null or "" for an absent optional string: the backend mixes both. */
  private empty(id: number): string | null {
    return id % 2 === 0 ? null : '';
  }

  private townsOf(county: string): RegionChild[] {
    let list = this.towns.get(county);
    if (!list) {
      list = townsOf(county);
      this.towns.set(county, list);
    }
    return list;
  }

  private locate(input: PlaceInput) {
    const rng = this.rng;
    const county = (input.county ? this.site.counties.find((c) => c.code === input.county) : undefined) ?? rng.pick(this.site.counties);
    const countyRecord = lookupRegion(county.code);
    if (!countyRecord) throw new Error(`unknown county ${county.code}`);
    const countyName = county.label ?? countyRecord.name;
    let town: RegionChild | null = null;
    const towns = this.townsOf(county.code);
    if (typeof input.town === 'string') town = towns.find((t) => t.region === input.town) ?? null;
    else if ((input.town ?? rng.chance(0.3)) && towns.length > 0) town = rng.pick(towns);
    const spread = input.spread ?? 0.04;
    // Sites with translated county labels (the French, English, Japanese and Korean sites) name the
    // place's region by the label: their visitors never see a Chinese district name on a card.
    return {
      display: county.label ?? (town ? town.name : countyRecord.name),
      region: town ? town.region : county.code,
      regionName: county.label ?? (town ? town.name : countyRecord.name),
      cutRegionName: `${this.site.city}·${county.label ?? countyRecord.name}`,
      // Sites with translated county labels (the French site) keep Chinese town names out of addresses.
      address: this.lex.address(rng, {
        city: this.site.city,
        county: countyName,
        town: town && !county.label ? town.name : null,
      }),
      lng: input.lng ?? rng.jitter(county.lng, spread),
      lat: input.lat ?? rng.jitter(county.lat, spread * 0.8),
    };
  }

  private occupancy(maxBase: number): { real: number | null; max: number | null } {
    const band = BANDS[this.band++ % BANDS.length];
    const max = Math.round((maxBase * (0.5 + this.rng.next())) / 100) * 100;
    if (band === 'none') return { real: null, max: null };
    if (band === 'noRealtime' || band === undefined) return { real: null, max };
    return { real: Math.round(max * band), max };
  }

  private add(
    type: ResourceType,
    input: PlaceInput,
    fields: {
      subType?: string | null;
      parentId?: number | null;
      openTime?: [string, string] | null;
      occupancyBase?: number;
      price?: string | null;
      heat?: number;
      list?: Record<string, unknown>;
      detail?: Record<string, unknown>;
      imageCount?: number;
      location?: ReturnType<PlaceWriter['locate']>;
    },
  ): number {
    const rng = this.rng;
    const id = this.ids.next++;
    const kind = kindOf(type);
    if (!kind) throw new Error(`unknown kind ${type}`);
    const loc = fields.location ?? this.locate(input);
    const imageCount = fields.imageCount ?? rng.int(1, 4);
    const images = Array.from({ length: imageCount }, (_, i) => `${kind.slug}-${id}-${i + 1}`);
    const label = this.lex.kindLabel[type] ?? '';
    const occ = fields.occupancyBase ? this.occupancy(fields.occupancyBase) : { real: null, max: null };
    const text = this.lex.kinds[groupOf(type)];
    const paragraphs = this.lex.intro(label, input.name, loc.address);
    if (text.lines) paragraphs.splice(1, 2, ...text.lines);
    const content = [
      `<h3>${input.name}</h3>`,
      ...paragraphs.map((p, i) =>
        i === 1 && images[1]
          ? `<p>${p}</p><p><img src="${imageRef(images[1])}" alt="${input.name}" style="width:100%"></p>`
          : `<p>${p}</p>`,
      ),
    ].join('');
    const sort = (this.sorts.get(type) ?? 0) + 10;
    this.sorts.set(type, sort);
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
    const phone = rng.chance(0.8)
      ? `${this.site.phoneArea}-${rng.int(6, 8)}${String(rng.int(0, 9999999)).padStart(7, '0')}`
      : this.empty(id);
    this.insertPlace.run({
      id,
      siteCode: this.site.siteCode,
      type,
      name: input.name,
      region: loc.region,
      regionName: loc.regionName,
      cutRegionName: loc.cutRegionName,
      address: loc.address,
      lng: loc.lng,
      lat: loc.lat,
      level: input.level ?? '',
      subType: fields.subType ?? null,
      parentId: fields.parentId ?? null,
      images: images.join(','),
      summary: input.summary ?? text.summary(input.name, loc.display, label),
      content,
      phone,
      websiteUrl: this.website(input.name, id),
      openTimeStart: fields.openTime ? fields.openTime[0] : null,
      openTimeEnd: fields.openTime ? fields.openTime[1] : null,
      realTimeNum: occ.real,
      maxNum: occ.max,
      price: fields.price ?? null,
      heat: fields.heat ?? 0,
      sort,
      extra: JSON.stringify({ list: fields.list ?? {}, detail: fields.detail ?? {} }),
    });
    return id;
  }

  /** The place's official website, or absent (null or ""). */
  private website(name: string, id: number): string | null {
    // the draw that once decided on a placeholder address stays, so later draws are as they were
    this.rng.chance(0.3);
    return OFFICIAL_SITES[name] ?? this.empty(id + 1);
  }

  /**
   * Opening hours: a day's hours, or round the clock only for open grounds (a village, a scenic
   * area without a ticket); a museum, a ticketed site or a ride keeps day hours. One draw either way.
   */
  private openTime(openGrounds: boolean): [string, string] {
    const day = [
      ['08:00', '18:00'],
      ['08:30', '17:30'],
      ['09:00', '17:00'],
      ['07:30', '19:00'],
    ] as const;
    return this.rng.pick(openGrounds ? [...day, ['00:00', '23:59'] as const] : day).slice() as [string, string];
  }

  private crowd(max: number | null): { time: string; num: string }[] {
    const peak = (max ?? 5000) / 6;
    const out: { time: string; num: string }[] = [];
    for (let h = 8; h <= 18; h++) {
      const shape = Math.exp(-((h - 13) ** 2) / 8);
      out.push({ time: `${String(h).padStart(2, '0')}:00`, num: String(Math.round(peak * shape * (0.8 + this.rng.next() * 0.4))) });
    }
    return out;
  }

  scenic(input: PlaceInput & { themes?: string[] }): number {
    const rng = this.rng;
    const charged = rng.chance(0.6);
    const levelRank = { AAAAA: 5, AAAA: 4, AAA: 3, AA: 2, A: 1 }[input.level ?? ''] ?? 0;
    const id = this.ids.next;
    const media = (ext: string): string | null => (rng.chance(0.25) ? `@/files/media/scenic-${id}.${ext}` : this.empty(id));
    const openTime = rng.chance(0.85) ? this.openTime(!charged) : null;
    const maxBase = 4000 + levelRank * 6000;
    const audio = media('ogg');
    return this.add(SCENERY, input, {
      openTime,
      occupancyBase: maxBase,
      heat: levelRank * 1800 + rng.int(100, 1800),
      list: {
        theme: input.themes ?? rng.shuffle(this.lex.themes).slice(0, rng.int(1, 3)),
        chargeStatus: charged ? '1' : '0',
        orderStatus: rng.chance(0.7) ? '1' : '0',
        resourceCode: `SC${String(id).padStart(8, '0')}`,
        video: media('webm'),
        audio,
        audioTime: audio ? String(rng.int(60, 600)) : '',
        panoramaUrl: rng.chance(0.2) ? `https://vr.example.cn/pano/${id}` : this.empty(id + 1),
        briefing: this.lex.briefing(input.name),
        todayOrderStatus: rng.chance(0.6) ? '1' : '0',
      },
      detail: {
        ticketPolicy: this.lex.ticketPolicy(charged),
        trafficInfo: this.lex.trafficInfo(input.name, this.site.city),
        bestTravelTime: rng.pick(this.lex.bestTravelTime),
        weather: (() => {
          const max = rng.int(8, 30);
          const txt = rng.pick(this.lex.weather);
          return { max: String(max), min: String(max - rng.int(5, 12)), pic: iconRef(`weather-${this.lex.weather.indexOf(txt)}`), txt };
        })(),
        goldStory: null,
      },
    });
  }

  /** The crowd curve depends on maxNum, so it is computed after insert and merged into `extra`. */
  finishScenic(id: number): void {
    const row = this.db.prepare('SELECT max_num AS max, extra FROM places WHERE id = ?').get(id) as {
      max: number | null;
      extra: string;
    };
    const extra = JSON.parse(row.extra) as { list: unknown; detail: Record<string, unknown> };
    extra.detail.crowd = this.crowd(row.max);
    this.db.prepare('UPDATE places SET extra = ? WHERE id = ?').run(JSON.stringify(extra), id);
  }

  spot(scenicId: number, scenicName: string, input: PlaceInput): number {
    const rng = this.rng;
    const parent = this.db
      .prepare(
        'SELECT region, region_name AS regionName, cut_region_name AS cutRegionName, address, longitude, latitude FROM places WHERE id = ?',
      )
      .get(scenicId) as { region: string; regionName: string; cutRegionName: string; address: string; longitude: number; latitude: number };
    const id = this.ids.next;
    const audio = rng.chance(0.5) ? `@/files/media/spot-${id}.ogg` : this.empty(id);
    return this.add(SPOT, input, {
      parentId: scenicId,
      imageCount: rng.int(1, 3),
      location: {
        display: this.site.counties.find((c) => parent.region.startsWith(c.code))?.label ?? parent.regionName,
        region: parent.region,
        regionName: parent.regionName,
        cutRegionName: parent.cutRegionName,
        address: parent.address,
        lng: input.lng ?? rng.jitter(parent.longitude, 0.006),
        lat: input.lat ?? rng.jitter(parent.latitude, 0.005),
      },
      list: { scenicId: String(scenicId), scenicName, audio, audioTime: audio ? String(rng.int(30, 300)) : '' },
    });
  }

  venue(input: PlaceInput & { type: '41' | '42' | '43' | '44' }): number {
    const rng = this.rng;
    const week = rng.pick(['2,3,4,5,6,7', '1,2,3,4,5,6,7', '2,3,4,5,6', '3,4,5,6,7']);
    return this.add(VENUE, input, {
      subType: input.type,
      openTime: rng
        .pick([
          ['09:00', '17:00'],
          ['09:30', '20:30'],
          ['09:00', '21:00'],
        ] as const)
        .slice() as [string, string],
      occupancyBase: 800,
      list: {
        type: input.type,
        venueLevel: rng.pick(['1', '2', '3', '']),
        openWeek: week,
        tagName: rng.shuffle(this.lex.venueTags).slice(0, rng.int(1, 3)),
      },
      detail: {
        orderRoomInfo: rng.chance(0.6)
          ? rng
              .shuffle(this.lex.orderRoomNames)
              .slice(0, rng.int(1, 3))
              .map((name, i) => ({ id: String(this.ids.next * 10 + i), img: imageRef(`venue-room-${this.ids.next}-${i + 1}`), name }))
          : [],
      },
    });
  }

  hotel(input: PlaceInput & { stars?: string }): number {
    const rng = this.rng;
    const stars = input.stars ?? rng.pick(['0', '2', '3', '3', '4', '4', '5']);
    const base = [128, 158, 198, 268, 428, 688][Number(stars)] ?? 198;
    const roomCount = rng.int(3, 6);
    const rooms = rng
      .shuffle(this.lex.roomNames)
      .slice(0, roomCount)
      .map((name, i) => ({
        name,
        price: (base + i * rng.int(20, 120)).toFixed(2),
      }));
    const lowest = rooms.reduce((m, r) => Math.min(m, Number(r.price)), Infinity);
    const id = this.add(
      HOTEL,
      { ...input, level: stars },
      {
        price: lowest.toFixed(2),
        list: { checkInTime: rng.pick(['14:00', '15:00', '12:00']), checkOutTime: rng.pick(['12:00', '13:00', '11:00']) },
      },
    );
    rooms.forEach((room, i) => {
      const roomId = this.roomId++;
      this.roomCount++;
      const images = Array.from({ length: rng.int(1, 3) }, (_, k) => `room-${roomId}-${k + 1}`).join(',');
      this.insertRoom.run(
        roomId,
        id,
        room.name,
        images,
        room.price,
        String(rng.int(18, 65)),
        rng.pick(this.lex.bedTypes),
        rng.chance(0.6) ? '1' : '0',
        String(rng.int(0, 12)),
        (i + 1) * 10,
      );
    });
    return id;
  }

  dining(input: PlaceInput & { cuisine?: string }): number {
    const rng = this.rng;
    return this.add(RESTAURANT, input, {
      price: `${String(rng.int(25, 180))}.00`,
      openTime: rng
        .pick([
          ['10:00', '22:00'],
          ['11:00', '14:00'],
          ['17:00', '02:00'],
          ['07:00', '20:00'],
        ] as const)
        .slice() as [string, string],
      list: { cuisine: input.cuisine ?? rng.pick(this.lex.cuisines) },
    });
  }

  rural(input: PlaceInput): number {
    return this.add(RURAL, input, { openTime: this.rng.chance(0.7) ? this.openTime(true) : null });
  }

  entertainment(input: PlaceInput): number {
    return this.add(ENTERTAINMENT, input, {
      openTime: this.rng
        .pick([
          ['10:00', '22:00'],
          ['19:30', '21:00'],
          ['09:00', '18:00'],
        ] as const)
        .slice() as [string, string],
    });
  }

  speciality(input: PlaceInput & { price?: string }): number {
    return this.add(SPECIALITY, input, { price: input.price ?? `${this.rng.int(20, 400)}.00` });
  }

  exhibition(input: PlaceInput & { venueName: string; startTime: string; endTime: string }): number {
    return this.add(EXHIBITION, input, {
      openTime: ['09:00', '17:00'],
      list: { startTime: input.startTime, endTime: input.endTime, venueName: input.venueName },
    });
  }

  /**
   * A place of a kind without its own method here (the families' kinds: farm stays, research
   * bases, a scenic area's parts…): the caller gives what is specific, the writer the rest.
   */
  place(
    type: ResourceType,
    input: PlaceInput,
    fields: {
      parentId?: number | null;
      openTime?: boolean;
      price?: string | null;
      heat?: number;
      list?: Record<string, unknown>;
      detail?: Record<string, unknown>;
      imageCount?: number;
      nearParent?: boolean;
    } = {},
  ): number {
    let location: ReturnType<PlaceWriter['locate']> | undefined;
    if (fields.nearParent && fields.parentId) {
      const parent = this.db
        .prepare(
          'SELECT region, region_name AS regionName, cut_region_name AS cutRegionName, address, longitude, latitude FROM places WHERE id = ?',
        )
        .get(fields.parentId) as {
        region: string;
        regionName: string;
        cutRegionName: string;
        address: string;
        longitude: number;
        latitude: number;
      };
      location = {
        display: this.site.counties.find((c) => parent.region.startsWith(c.code))?.label ?? parent.regionName,
        region: parent.region,
        regionName: parent.regionName,
        cutRegionName: parent.cutRegionName,
        address: parent.address,
        lng: this.rng.jitter(parent.longitude, 0.006),
        lat: this.rng.jitter(parent.latitude, 0.005),
      };
    }
    return this.add(type, input, {
      parentId: fields.parentId ?? null,
      openTime: fields.openTime ? this.openTime(false) : null,
      price: fields.price ?? null,
      heat: fields.heat,
      list: fields.list,
      detail: fields.detail,
      imageCount: fields.imageCount,
      location,
    });
  }

  collection(input: PlaceInput & { era: string; venueName: string }): number {
    return this.add(COLLECTION, input, { list: { era: input.era, venueName: input.venueName } });
  }
}
