import type { DomainModule } from '../../core/module.ts';

export { shareCardOf, type ShareCardSource, type ShareParts } from './card.ts';

/**
 * Sharing: the ShareCard value type every shareable object answers (`shareCard`, resolved by the
 * object's own domain with `shareCardOf`), and the one rule of a share link (link.ts).
 */
export const shareModule: DomainModule = {
  name: 'share',
  resolvers: {},
};
