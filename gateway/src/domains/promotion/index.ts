import type { DomainModule } from '../../core/module.ts';
import { createPromotionLoaders } from './loaders.ts';
import type { PromotionLoaders } from './loaders.ts';
import { promotionErrorTexts } from './messages.ts';
import { PROMOTION_REFUSALS } from './refusals.ts';
import { promotionNodeLoaders, promotionResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    promotion: PromotionLoaders;
  }
}

/**
 * The promoter programme: the site's rates, joining it, the promoter centre (earnings, level-1 and
 * level-2 members from the invitations, commissions) and the invitation their poster carries.
 */
export const promotionModule: DomainModule = {
  name: 'promotion',
  resolvers: promotionResolvers,
  nodes: promotionNodeLoaders,
  loaders: { promotion: createPromotionLoaders },
  errorTexts: promotionErrorTexts,
  refusals: PROMOTION_REFUSALS,
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'Commission') loaders.promotion.clear();
  },
};
