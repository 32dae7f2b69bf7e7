import type { DomainModule } from '../../core/module.ts';
import { createSignUpLoaders } from './loaders.ts';
import type { SignUpLoaders } from './loaders.ts';
import { signUpErrorTexts, signUpRefusals } from './messages.ts';
import { signUpResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    signUp: SignUpLoaders;
  }
}

/**
 * Activity sign-up forms (the pages `/activity-write/{id}/{type}` and `/activity-write-success`):
 * an activity's form fields, the code sent to the form's phone, and joining an activity with the
 * form's answers checked before the upstream is asked; the answers shown to the order's owner.
 * Its SDL is `schema.graphql` beside this file.
 */
export const signUpFormsModule: DomainModule = {
  name: 'signup-forms',
  resolvers: signUpResolvers,
  loaders: { signUp: createSignUpLoaders },
  errorTexts: signUpErrorTexts,
  refusals: signUpRefusals,
};
