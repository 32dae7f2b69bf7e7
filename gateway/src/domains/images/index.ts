import type { DomainModule } from '../../core/module.ts';
import { imageResolvers } from './resolvers.ts';

/** The images domain: its SDL is `schema.graphql` beside this file. */
export const imagesModule: DomainModule = {
  name: 'images',
  resolvers: imageResolvers,
};
