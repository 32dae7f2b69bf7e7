import type { DomainModule } from '../../core/module.ts';
import { UPLOAD_REFUSALS } from './refusals.ts';
import { uploadsResolvers } from './resolvers.ts';
import { uploadErrorTexts } from './messages.ts';

/** The uploads domain: one way to store pictures, videos and sounds for every family's forms. */
export const uploadsModule: DomainModule = {
  name: 'uploads',
  resolvers: uploadsResolvers,
  errorTexts: uploadErrorTexts,
  refusals: UPLOAD_REFUSALS,
};

// What other domains use of this one (they import it from here only).
export { uploadedFileKeys } from './resolvers.ts';
export { UPLOAD_DEFAULTS } from './rules.ts';
export type { UploadLimits } from './rules.ts';
