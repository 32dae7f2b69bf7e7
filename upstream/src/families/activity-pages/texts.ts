/**
 * The activity pages' words: the refusals (the service's own, in Chinese as the vendor's are; the
 * gateway reads their meaning) and the demo rule texts and survey questions in every site language.
 */
import type { InLanguages } from '../demo.ts';

export const TEXTS = {
  badKind: '规则类型不正确',
  noRules: '暂无规则',
  badMonth: '时间格式不正确',
  badDate: '日期格式不正确',
  /** An unknown order and another user's order: the same answer. */
  notFound: '订单不存在',
  notActivity: '该订单不是活动预约',
  notUsed: '活动未完成，暂不能评价',
  answered: '已提交过问卷',
  badStars: '请为每个问题评1到5星',
  tooLong: '意见不能超过200字',
} as const;

/** The rule kinds: the activity booking rules and the online-booking / visit rules. */
export const RULE_KINDS = ['BOOKING', 'VISIT'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Longest free text of a survey answer. */
export const SURVEY_TEXT_MAX = 200;

export const DEMO_RULES: InLanguages<Record<RuleKind, { title: string; content: string }>> = {
  CN: {
    BOOKING: {
      title: '活动预约规则',
      content:
        '<p>1. 活动须实名预约，每人每场最多预约2个名额。</p><p>2. 请在活动开始前30分钟凭核销码签到，迟到30分钟视为放弃。</p><p>3. 如需取消，请在活动开始前24小时在"我的预约"中操作；累计3次预约未到将暂停预约资格30天。</p>',
    },
    VISIT: {
      title: '文明参观与线上预约须知',
      content:
        '<p>1. 请按预约时段入场，出示核销码或身份证件。</p><p>2. 场馆内请保持安静，勿大声喧哗，禁止吸烟和饮食。</p><p>3. 爱护展品与公共设施，拍照请勿使用闪光灯。</p><p>4. 未成年人须由成人陪同参观。</p>',
    },
  },
  EN: {
    BOOKING: {
      title: 'Activity booking rules',
      content:
        '<p>1. Bookings are made under your real name, at most 2 places per person and session.</p><p>2. Check in with your code 30 minutes before the start; arriving more than 30 minutes late forfeits the place.</p><p>3. Cancel in My reservations at least 24 hours before the start; three no-shows suspend booking for 30 days.</p>',
    },
    VISIT: {
      title: 'Online booking and visiting rules',
      content:
        '<p>1. Enter in your booked time slot and show your code or ID.</p><p>2. Keep quiet inside; no smoking, eating or drinking.</p><p>3. Take care of the exhibits and facilities; no flash photography.</p><p>4. Minors visit with an adult.</p>',
    },
  },
  FRENCH: {
    BOOKING: {
      title: 'Règles de réservation des activités',
      content:
        '<p>1. La réservation se fait à votre nom, au plus 2 places par personne et par séance.</p><p>2. Présentez votre code 30 minutes avant le début ; au-delà de 30 minutes de retard, la place est perdue.</p><p>3. Annulez dans Mes réservations au moins 24 heures avant le début ; trois absences suspendent les réservations pendant 30 jours.</p>',
    },
    VISIT: {
      title: 'Réservation en ligne et règles de visite',
      content:
        "<p>1. Entrez pendant votre créneau et présentez votre code ou une pièce d'identité.</p><p>2. Restez calme ; il est interdit de fumer, manger ou boire.</p><p>3. Respectez les œuvres et les équipements ; pas de flash.</p><p>4. Les mineurs visitent accompagnés d'un adulte.</p>",
    },
  },
  JAPANESE: {
    BOOKING: {
      title: 'イベント予約のルール',
      content:
        '<p>1. 予約は実名で、1人1回につき2名までです。</p><p>2. 開始30分前までに予約コードで受付してください。30分以上の遅刻は辞退とみなします。</p><p>3. キャンセルは開始24時間前までに「予約一覧」から。無断欠席が3回になると30日間予約できません。</p>',
    },
    VISIT: {
      title: 'オンライン予約と見学マナー',
      content:
        '<p>1. 予約した時間帯に入場し、予約コードまたは身分証を提示してください。</p><p>2. 館内ではお静かに。喫煙・飲食は禁止です。</p><p>3. 展示品と設備を大切に。フラッシュ撮影はご遠慮ください。</p><p>4. 未成年の方は保護者と一緒にご見学ください。</p>',
    },
  },
  KOREAN: {
    BOOKING: {
      title: '행사 예약 규칙',
      content:
        '<p>1. 실명으로 예약하며 1인 1회 최대 2명까지 가능합니다.</p><p>2. 시작 30분 전까지 예약 코드로 체크인하세요. 30분 이상 늦으면 포기로 간주됩니다.</p><p>3. 취소는 시작 24시간 전까지 "내 예약"에서 하세요. 노쇼 3회 시 30일간 예약이 정지됩니다.</p>',
    },
    VISIT: {
      title: '온라인 예약 및 관람 수칙',
      content:
        '<p>1. 예약한 시간대에 입장하고 예약 코드나 신분증을 제시하세요.</p><p>2. 관내에서는 조용히 해 주세요. 흡연과 음식물 섭취는 금지입니다.</p><p>3. 전시물과 시설을 아껴 주세요. 플래시 촬영은 삼가 주세요.</p><p>4. 미성년자는 보호자와 함께 관람하세요.</p>',
    },
  },
};

export const DEMO_QUESTIONS: InLanguages<readonly string[]> = {
  CN: ['活动内容是否满意？', '组织与服务是否满意？', '场地与设施是否满意？'],
  EN: ['How satisfied were you with the content?', 'How was the organisation and service?', 'How were the venue and facilities?'],
  FRENCH: ['Le contenu vous a-t-il plu ?', "Comment était l'organisation ?", 'Comment étaient le lieu et les équipements ?'],
  JAPANESE: ['内容には満足しましたか？', '運営とサービスはいかがでしたか？', '会場と設備はいかがでしたか？'],
  KOREAN: ['내용에 만족하셨나요?', '운영과 서비스는 어떠셨나요?', '장소와 시설은 어떠셨나요?'],
};
