/**
 * The feedback family's words: its refusals (the service's own, in Chinese as the vendor's are),
 * the status names, and its demo data in every demo site language.
 */
import type { InLanguages } from '../demo.ts';

/** Most pictures the service stores on one feedback (the gateway's own limit is lower). */
export const MAX_IMAGES = 9;

export const FEEDBACK_TEXTS = {
  saved: '提交成功，感谢您的反馈',
  noSuchType: '反馈类型不存在',
  noContent: '反馈内容不能为空',
  noSuchImage: '反馈图片不存在，请重新上传',
  tooManyImages: `反馈图片最多${MAX_IMAGES}张`,
  noSuchFeedback: '反馈不存在',
} as const;

export const STATUS_NAME: readonly string[] = ['待回复', '已回复'];

/** Who answers, as the answer is signed. */
export const REPLIER: InLanguages<string> = {
  CN: '平台客服',
  EN: 'Platform support',
  FRENCH: 'Service client de la plateforme',
  JAPANESE: 'プラットフォームサポート',
  KOREAN: '플랫폼 고객센터',
};

/** The service-menu entry opening the feedback page. */
export const MENU_NAME: InLanguages<string> = {
  CN: '意见反馈',
  EN: 'Feedback',
  FRENCH: 'Vos avis',
  JAPANESE: 'ご意見',
  KOREAN: '의견 보내기',
};

export const TYPES: InLanguages<readonly string[]> = {
  CN: ['功能建议', '页面问题', '内容纠错', '服务体验', '其他'],
  EN: ['Suggestion', 'Page problem', 'Content correction', 'Service experience', 'Other'],
  FRENCH: ['Suggestion', 'Problème de page', 'Correction de contenu', 'Expérience de service', 'Autre'],
  JAPANESE: ['機能の提案', 'ページの不具合', '内容の誤り', 'サービスの体験', 'その他'],
  KOREAN: ['기능 제안', '페이지 문제', '내용 정정', '서비스 경험', '기타'],
};

export interface FeedbackSample {
  phone: string;
  /** Index into the site's types. */
  type: number;
  content: string;
  contact: string;
  daysAgo: number;
  /** The platform's answer, when it has answered. */
  reply?: string;
}

export const SAMPLES: InLanguages<readonly FeedbackSample[]> = {
  CN: [
    {
      phone: '13800000001',
      type: 0,
      content: '希望景区详情页能显示实时停车位数量，节假日找车位太难了。',
      contact: '13800000001',
      daysAgo: 2,
    },
    {
      phone: '13800000001',
      type: 1,
      content: '活动预约页面在小屏手机上底部按钮被遮挡，无法点击提交。',
      contact: 'zhang.xr@example.com',
      daysAgo: 9,
      reply: '感谢反馈！该问题已在最新版本中修复，请刷新页面后再试。',
    },
    {
      phone: '13800000001',
      type: 2,
      content: '博物馆的开放时间写的是周一开放，实际周一闭馆。',
      contact: '13800000001',
      daysAgo: 21,
      reply: '您好，已与场馆核实并更正开放时间，感谢您的细心指正。',
    },
    {
      phone: '13800000002',
      type: 3,
      content: '语音导览的讲解很生动，建议增加方言版本。',
      contact: '13800000002',
      daysAgo: 5,
      reply: '谢谢您的建议，方言导览已列入后续计划。',
    },
  ],
  EN: [
    {
      phone: '13800000001',
      type: 0,
      content: 'Please show live parking availability on the scenic area pages.',
      contact: '13800000001',
      daysAgo: 2,
    },
    {
      phone: '13800000001',
      type: 1,
      content: 'The submit button of the booking page is hidden on a small phone.',
      contact: 'zhang.xr@example.com',
      daysAgo: 9,
      reply: 'Thank you! This is fixed in the latest version; please reload the page.',
    },
    {
      phone: '13800000002',
      type: 3,
      content: 'The audio guide is lively; a version in the local dialect would be great.',
      contact: '13800000002',
      daysAgo: 5,
      reply: 'Thank you for the idea: a dialect guide is in our plans.',
    },
  ],
  FRENCH: [
    {
      phone: '13800000001',
      type: 0,
      content: 'Pourriez-vous afficher les places de parking disponibles sur les pages des sites ?',
      contact: '13800000001',
      daysAgo: 2,
    },
    {
      phone: '13800000001',
      type: 2,
      content: 'Le musée est indiqué ouvert le lundi, mais il est fermé ce jour-là.',
      contact: 'zhang.xr@example.com',
      daysAgo: 9,
      reply: 'Merci ! Les horaires ont été vérifiés auprès du musée et corrigés.',
    },
    {
      phone: '13800000002',
      type: 3,
      content: 'L’audioguide est vivant ; une version en dialecte local serait appréciée.',
      contact: '13800000002',
      daysAgo: 5,
      reply: 'Merci pour l’idée : un guide en dialecte est prévu.',
    },
  ],
  JAPANESE: [
    {
      phone: '13800000001',
      type: 0,
      content: '観光地のページに駐車場の空き状況を表示してほしいです。',
      contact: '13800000001',
      daysAgo: 2,
    },
    {
      phone: '13800000001',
      type: 1,
      content: '小さいスマートフォンで予約ページの送信ボタンが隠れてしまいます。',
      contact: 'zhang.xr@example.com',
      daysAgo: 9,
      reply: 'ご報告ありがとうございます。最新版で修正しました。ページを再読み込みしてください。',
    },
    {
      phone: '13800000002',
      type: 3,
      content: '音声ガイドがとても分かりやすいです。方言版もあると嬉しいです。',
      contact: '13800000002',
      daysAgo: 5,
      reply: 'ご提案ありがとうございます。方言版を今後の計画に加えました。',
    },
  ],
  KOREAN: [
    {
      phone: '13800000001',
      type: 0,
      content: '관광지 페이지에 실시간 주차 가능 대수를 보여 주세요.',
      contact: '13800000001',
      daysAgo: 2,
    },
    {
      phone: '13800000001',
      type: 1,
      content: '작은 휴대폰에서 예약 페이지의 제출 버튼이 가려집니다.',
      contact: 'zhang.xr@example.com',
      daysAgo: 9,
      reply: '알려 주셔서 감사합니다. 최신 버전에서 수정했습니다. 페이지를 새로 고침해 주세요.',
    },
    {
      phone: '13800000002',
      type: 3,
      content: '음성 안내가 생생합니다. 사투리 버전도 있으면 좋겠습니다.',
      contact: '13800000002',
      daysAgo: 5,
      reply: '제안 감사합니다. 사투리 안내를 계획에 넣었습니다.',
    },
  ],
};
