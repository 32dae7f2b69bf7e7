/** The rankings family's words in every demo site language. */
import type { InLanguages } from '../demo.ts';

/** The service-menu entry that opens the boards. */
export const MENU_NAME: InLanguages<string> = {
  CN: '区域排行',
  FRENCH: 'Classements',
  EN: 'Rankings',
  JAPANESE: 'ランキング',
  KOREAN: '순위',
};
