import type { DomainModule } from '../../core/module.ts';
import { COMPLAINT_REFUSALS } from './refusals.ts';
import { complaintResolvers, complaintNodeLoaders } from './resolvers.ts';
import { createComplaintLoaders } from './loaders.ts';
import type { ComplaintLoaders } from './loaders.ts';
import { complaintErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    complaints: ComplaintLoaders;
  }
}

/** The complaints domain: the form, voice complaints, the user's complaints, feedback. */
export const complaintsModule: DomainModule = {
  name: 'complaints',
  resolvers: complaintResolvers,
  nodes: complaintNodeLoaders,
  loaders: { complaints: createComplaintLoaders },
  errorTexts: complaintErrorTexts,
  refusals: COMPLAINT_REFUSALS,
};

// What other domains use of this one (they import it from here only).
