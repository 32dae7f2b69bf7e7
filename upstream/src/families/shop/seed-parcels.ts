/**
 * The demo's parcels: on site510100 the first demo user's shipped, received and done goods orders
 * get theirs (the direct order on its way is delivered, waiting for the buyer to confirm); on every
 * other demo site, three goods orders of the first demo user in the site's language, one in
 * transit, one delivered and one received, each with its parcel and the carrier's events.
 */
import type Database from 'better-sqlite3';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { dayString, demoSites, type InLanguages } from '../demo.ts';
import { CARRIERS, parcelsStore, type ParcelState } from './store-parcels.ts';

const HOUR = 3600 * 1000;

interface ParcelWords {
  products: readonly [string, string, string];
  receiver: string;
  address: string;
  hubs: readonly [string, string];
  accepted: (carrier: string) => string;
  inTransit: (hub: string) => string;
  outForDelivery: string;
  delivered: string;
}

const WORDS: InLanguages<ParcelWords> = {
  CN: {
    products: ['蜀绣团扇', '非遗竹编茶具', '景区文创明信片套装'],
    receiver: '张晓蓉 138****0001',
    address: '四川省成都市武侯区天府大道北段1700号',
    hubs: ['成都双流', '成都武侯'],
    accepted: (c) => `商家已发货，${c}已揽收`,
    inTransit: (hub) => `快件已到达【${hub}转运中心】，正发往下一站`,
    outForDelivery: '快件正在派送中，派送员：李师傅 138****5620',
    delivered: '快件已签收，签收人：本人。感谢使用，期待再次为您服务',
  },
  EN: {
    products: ['Embroidered silk fan', 'Bamboo tea set', 'Scenic postcard set'],
    receiver: 'Emma Li 138****0001',
    address: '18 Zhongshan Middle Road, Xiufeng District, Guilin, Guangxi',
    hubs: ['Guangzhou Baiyun', 'Guilin Qixing'],
    accepted: (c) => `The seller shipped the parcel; picked up by ${c}`,
    inTransit: (hub) => `Arrived at the ${hub} sorting centre, on its way to the next stop`,
    outForDelivery: 'Out for delivery with courier Wang, 138****5620',
    delivered: 'Delivered and signed for by the recipient',
  },
  FRENCH: {
    products: ['Éventail en soie brodée', 'Service à thé en bambou', 'Lot de cartes postales du site'],
    receiver: 'Claire Martin 138****0001',
    address: '12 rue Xianghe, vieille ville de Dayan, Lijiang, Yunnan',
    hubs: ['Kunming Guandu', 'Lijiang Gucheng'],
    accepted: (c) => `Le vendeur a expédié le colis ; pris en charge par ${c}`,
    inTransit: (hub) => `Arrivé au centre de tri de ${hub}, en route vers l’étape suivante`,
    outForDelivery: 'En cours de livraison avec le livreur Wang, 138****5620',
    delivered: 'Livré et signé par le destinataire',
  },
  JAPANESE: {
    products: ['刺繍シルクうちわ', '竹編み茶器セット', '景区ポストカードセット'],
    receiver: '佐藤花子 138****0001',
    address: '陝西省西安市碑林区南大街100号',
    hubs: ['西安咸陽', '西安碑林'],
    accepted: (c) => `出品者が発送しました。${c}が集荷しました`,
    inTransit: (hub) => `${hub}仕分けセンターに到着し、次の拠点へ輸送中です`,
    outForDelivery: '配達員 王（138****5620）が配達中です',
    delivered: 'ご本人様が受け取りました',
  },
  KOREAN: {
    products: ['자수 비단 부채', '대나무 다기 세트', '관광지 엽서 세트'],
    receiver: '김민지 138****0001',
    address: '길림성 연길시 인민로 88호',
    hubs: ['장춘 룽자', '연길 시내'],
    accepted: (c) => `판매자가 발송했습니다. ${c}에서 집하했습니다`,
    inTransit: (hub) => `${hub} 물류센터에 도착하여 다음 거점으로 이동 중입니다`,
    outForDelivery: '배송기사 왕(138****5620)이 배송 중입니다',
    delivered: '수령인 본인이 수령했습니다',
  },
};

/** The states a parcel went through, by how far it got. */
const STEPS: Readonly<Record<'IN_TRANSIT' | 'DELIVERED', readonly ParcelState[]>> = {
  IN_TRANSIT: ['ACCEPTED', 'IN_TRANSIT', 'IN_TRANSIT'],
  DELIVERED: ['ACCEPTED', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'],
};

const CARRIER_CODES = Object.keys(CARRIERS);

function trackingNo(carrier: string, n: number): string {
  const digits = String(100000000 + ((n * 7919) % 900000000)).padStart(9, '0');
  return carrier === 'EMS' ? `E${digits}CN` : carrier === 'JD' ? `JDV00${digits}8` : `SF14${digits}52`;
}

export function seedParcels(db: Database.Database, nowMs: number, user: number): void {
  const parcels = parcelsStore(db);
  const rng = mulberry32(hashString('shop-parcels'));
  let n = 0;
  const ship = (orderId: number, created: number, reach: 'IN_TRANSIT' | 'DELIVERED', words: ParcelWords, language: keyof typeof WORDS) => {
    n++;
    const carrier = CARRIER_CODES[n % CARRIER_CODES.length] as string;
    parcels.addParcel(orderId, carrier, trackingNo(carrier, n + rng.int(1, 999)));
    const steps = STEPS[reach];
    const start = created + 2 * HOUR;
    const end = Math.max(start + HOUR, Math.min(created + 60 * HOUR, nowMs - HOUR));
    steps.forEach((state, i) => {
      const at = start + Math.round(((end - start) * i) / (steps.length - 1));
      const hub = words.hubs[i === 1 ? 0 : 1];
      const description =
        state === 'ACCEPTED'
          ? words.accepted((CARRIERS[carrier] as (typeof CARRIERS)[string]).name[language])
          : state === 'IN_TRANSIT'
            ? words.inTransit(hub)
            : state === 'OUT_FOR_DELIVERY'
              ? words.outForDelivery
              : words.delivered;
      parcels.addEvent(orderId, state, description, at);
    });
  };
  // site510100: the shop seed's goods orders that left the warehouse
  for (const o of parcels.shippedGoods(user, 'site510100')) {
    const reach = o.order_status === 21 && o.order_type === 1 ? 'IN_TRANSIT' : 'DELIVERED';
    ship(o.id, o.created_at, reach, WORDS.CN, 'CN');
  }
  const plan = [
    { status: 21, reach: 'IN_TRANSIT', days: 2 },
    { status: 21, reach: 'DELIVERED', days: 4 },
    { status: 22, reach: 'DELIVERED', days: 9 },
  ] as const;
  for (const site of demoSites(db)) {
    if (site.siteCode === 'site510100') continue;
    const words = WORDS[site.language];
    plan.forEach((p, i) => {
      const created = nowMs - p.days * DAY_MS - (i + 1) * HOUR;
      const qty = rng.int(1, 2);
      const id = parcels.addGoodsOrder({
        orderNo: `SP${dayString(created, 0).replaceAll('-', '')}${String(300000 + n + 1)}`,
        siteCode: site.siteCode,
        userId: user,
        status: p.status,
        productName: words.products[i] as string,
        image: `shop-1-${i + 1}`,
        amountCents: qty * rng.pick([4800, 8800, 12800]),
        quantity: qty,
        receiver: words.receiver,
        address: words.address,
        createdAt: created,
      });
      ship(id, created, p.reach, words, site.language);
    });
  }
}
