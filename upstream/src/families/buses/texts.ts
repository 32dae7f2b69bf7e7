/**
 * The buses family's words: its refusals (the service's own, in Chinese as the vendor's are) and
 * its service-menu entry in every demo site language.
 */
import type { InLanguages } from '../demo.ts';

export const BUSES_TEXTS = {
  noLine: '线路不存在',
  noStation: '站点不存在',
  noPosition: '请提供经纬度',
} as const;

/** The service-menu entry opening the bus search. */
export const MENU_NAME: InLanguages<string> = {
  CN: '公交查询',
  EN: 'City buses',
  FRENCH: 'Bus urbains',
  JAPANESE: '路線バス',
  KOREAN: '버스 조회',
};
