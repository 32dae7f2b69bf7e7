/** The electricity family's words in every demo site language: the stations' names and its refusals. */
import type { InLanguages } from '../demo.ts';

/** A charging station at a scenic area's car park. */
export const STATION: InLanguages<(scenic: string) => string> = {
  CN: (s) => `${s}游客中心充电站`,
  FRENCH: (s) => `Borne de recharge — ${s}`,
  EN: (s) => `${s} visitor centre charging station`,
  JAPANESE: (s) => `${s}ビジターセンター充電ステーション`,
  KOREAN: (s) => `${s} 방문자센터 충전소`,
};

export const TEXTS = {
  badUser: '用户信息无效',
  noCode: '没有该用户的免费电量',
};
