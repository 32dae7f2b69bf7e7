/**
 * The parcels of goods orders (carrier, tracking number, the carrier's events) and the buyers'
 * reviews of their orders, with the rules a review answers to: which orders may be reviewed, the
 * review tags and the limits.
 */
import type Database from 'better-sqlite3';
import type { InLanguages, SiteLanguage } from '../demo.ts';
import type { ShopOrderRow } from './store.ts';

/** A parcel's states, in the order they happen; a parcel is in the state of its newest event. */
export const PARCEL_STATES = ['ACCEPTED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
export type ParcelState = (typeof PARCEL_STATES)[number];

/** The carriers the shop ships with: their name in the site's language and the phone to call. */
export const CARRIERS: Readonly<Record<string, { phone: string; name: InLanguages<string> }>> = {
  SF: {
    phone: '95338',
    name: { CN: '顺丰速运', EN: 'SF Express', FRENCH: 'SF Express', JAPANESE: 'SFエクスプレス', KOREAN: 'SF 익스프레스' },
  },
  EMS: {
    phone: '11183',
    name: { CN: '中国邮政EMS', EN: 'China Post EMS', FRENCH: 'La Poste chinoise EMS', JAPANESE: '中国郵政EMS', KOREAN: '중국우정 EMS' },
  },
  JD: {
    phone: '950616',
    name: { CN: '京东物流', EN: 'JD Logistics', FRENCH: 'JD Logistique', JAPANESE: 'JDロジスティクス', KOREAN: 'JD 물류' },
  },
};

/** The review tags a buyer may pick (codes; their words in the site's language). */
export const REVIEW_TAGS: InLanguages<Readonly<Record<string, string>>> = {
  CN: {
    QUALITY: '质量很好',
    AS_DESCRIBED: '与描述一致',
    FAST_DELIVERY: '物流很快',
    WELL_PACKED: '包装完好',
    GOOD_VALUE: '性价比高',
    LOCAL_FLAVOUR: '地方特色',
    NICE_GIFT: '适合送礼',
    KIND_SERVICE: '服务周到',
  },
  EN: {
    QUALITY: 'Great quality',
    AS_DESCRIBED: 'As described',
    FAST_DELIVERY: 'Fast delivery',
    WELL_PACKED: 'Well packed',
    GOOD_VALUE: 'Good value',
    LOCAL_FLAVOUR: 'Local character',
    NICE_GIFT: 'Nice gift',
    KIND_SERVICE: 'Helpful service',
  },
  FRENCH: {
    QUALITY: 'Très bonne qualité',
    AS_DESCRIBED: 'Conforme',
    FAST_DELIVERY: 'Livraison rapide',
    WELL_PACKED: 'Bien emballé',
    GOOD_VALUE: 'Bon rapport qualité-prix',
    LOCAL_FLAVOUR: 'Typique de la région',
    NICE_GIFT: 'Idéal en cadeau',
    KIND_SERVICE: 'Service attentionné',
  },
  JAPANESE: {
    QUALITY: '品質が良い',
    AS_DESCRIBED: '説明どおり',
    FAST_DELIVERY: '配送が早い',
    WELL_PACKED: '梱包が丁寧',
    GOOD_VALUE: 'コスパが良い',
    LOCAL_FLAVOUR: '地元らしさ',
    NICE_GIFT: 'ギフト向き',
    KIND_SERVICE: '対応が親切',
  },
  KOREAN: {
    QUALITY: '품질이 좋아요',
    AS_DESCRIBED: '설명과 같아요',
    FAST_DELIVERY: '배송이 빨라요',
    WELL_PACKED: '포장이 꼼꼼해요',
    GOOD_VALUE: '가성비 좋아요',
    LOCAL_FLAVOUR: '지역 특색',
    NICE_GIFT: '선물용으로 좋아요',
    KIND_SERVICE: '친절한 서비스',
  },
};

/** What a review may hold. */
export const REVIEW_LIMITS = { maxStars: 5, maxLength: 200, maxTags: 5, maxPictures: 6, maxEmoticons: 10 } as const;

/** Emoticons in a text: each emoji (pictographic character) counts once. */
export const emoticonCount = (text: string) => (text.match(/\p{Extended_Pictographic}/gu) ?? []).length;

/** Goods (material, direct) are shipped in a parcel. */
const GOODS_TYPES: ReadonlySet<number> = new Set([1, 4]);
/** Goods statuses: 21 shipped (on its way), 22 received, 2 done. */
const SHIPPED = 21;
const RECEIVED_OR_DONE: ReadonlySet<number> = new Set([22, 2]);

/** A goods order may be reviewed once it arrived: received or done, or shipped and its parcel delivered. */
export function reviewable(o: ShopOrderRow, parcelState: ParcelState | null): boolean {
  if (!GOODS_TYPES.has(o.order_type)) return false;
  return RECEIVED_OR_DONE.has(o.order_status) || (o.order_status === SHIPPED && parcelState === 'DELIVERED');
}

export interface ParcelRow {
  order_id: number;
  carrier_code: string;
  tracking_no: string;
  /** The newest event's state. */
  state: ParcelState;
}

export interface ParcelEventRow {
  state: ParcelState;
  description: string;
  at: number;
}

export interface ReviewRow {
  id: number;
  order_id: number;
  stars: number;
  content: string;
  tags: string;
  pictures: string;
  created_at: number;
}

export interface NewReview {
  orderId: number;
  userId: number;
  siteCode: string;
  stars: number;
  content: string;
  tags: readonly string[];
  pictures: readonly string[];
  nowMs: number;
}

const STATE_OF = `(SELECT e.state FROM shop_parcel_events e WHERE e.order_id = p.order_id ORDER BY e.at DESC, e.id DESC LIMIT 1)`;

export function parcelsStore(db: Database.Database) {
  const parcel = db.prepare(`SELECT p.*, ${STATE_OF} AS state FROM shop_parcels p WHERE p.order_id = ?`);
  const states = db.prepare(
    `SELECT p.order_id, ${STATE_OF} AS state FROM shop_parcels p WHERE p.order_id IN (SELECT value FROM json_each(?))`,
  );
  const events = db.prepare('SELECT state, description, at FROM shop_parcel_events WHERE order_id = ? ORDER BY at DESC, id DESC');
  const insertParcel = db.prepare('INSERT INTO shop_parcels (order_id, carrier_code, tracking_no) VALUES (?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO shop_parcel_events (order_id, state, description, at) VALUES (?, ?, ?, ?)');
  const review = db.prepare('SELECT * FROM shop_reviews WHERE order_id = ?');
  const reviewed = db.prepare('SELECT order_id FROM shop_reviews WHERE order_id IN (SELECT value FROM json_each(?))');
  const shippedGoods = db.prepare(
    `SELECT id, order_type, order_status, created_at FROM shop_orders
     WHERE user_id = ? AND site_code = ? AND order_type IN (1, 4) AND order_status IN (2, 21, 22) ORDER BY id`,
  );
  const insertGoods = db.prepare(
    `INSERT INTO shop_orders (order_no, site_code, user_id, order_type, order_status, product_name, image, amount_cents, quantity,
       receiver, address, created_at)
     VALUES (@orderNo, @siteCode, @userId, 1, @status, @productName, @image, @amountCents, @quantity, @receiver, @address, @createdAt)`,
  );
  const insertReview = db.prepare(
    `INSERT INTO shop_reviews (order_id, user_id, site_code, stars, content, tags, pictures, created_at)
     VALUES (@orderId, @userId, @siteCode, @stars, @content, @tags, @pictures, @nowMs)`,
  );
  return {
    parcel: (orderId: number) => parcel.get(orderId) as ParcelRow | undefined,
    /** The parcels' states of the given orders (orders without a parcel are absent). */
    states(orderIds: readonly number[]): Map<number, ParcelState> {
      const rows = states.all(JSON.stringify(orderIds)) as { order_id: number; state: ParcelState }[];
      return new Map(rows.map((r) => [r.order_id, r.state]));
    },
    /** The parcel's events, newest first. */
    events: (orderId: number) => events.all(orderId) as ParcelEventRow[],
    addParcel(orderId: number, carrierCode: string, trackingNo: string): void {
      insertParcel.run(orderId, carrierCode, trackingNo);
    },
    addEvent(orderId: number, state: ParcelState, description: string, at: number): void {
      insertEvent.run(orderId, state, description, at);
    },
    /** The demo seed: a user's goods orders on a site that left the warehouse (done, shipped, received). */
    shippedGoods: (userId: number, siteCode: string) =>
      shippedGoods.all(userId, siteCode) as { id: number; order_type: number; order_status: number; created_at: number }[],
    /** The demo seed: a material goods order (its id). */
    addGoodsOrder(o: {
      orderNo: string;
      siteCode: string;
      userId: number;
      status: number;
      productName: string;
      image: string;
      amountCents: number;
      quantity: number;
      receiver: string;
      address: string;
      createdAt: number;
    }): number {
      return Number(insertGoods.run(o).lastInsertRowid);
    },
    review: (orderId: number) => review.get(orderId) as ReviewRow | undefined,
    /** Which of the given orders have a review. */
    reviewed: (orderIds: readonly number[]) =>
      new Set((reviewed.all(JSON.stringify(orderIds)) as { order_id: number }[]).map((r) => r.order_id)),
    addReview(r: NewReview): number {
      return Number(insertReview.run({ ...r, tags: JSON.stringify(r.tags), pictures: JSON.stringify(r.pictures) }).lastInsertRowid);
    },
  };
}

export type ParcelsStore = ReturnType<typeof parcelsStore>;

/** The tag words of a language. */
export const reviewTagsOf = (language: SiteLanguage) => REVIEW_TAGS[language];
