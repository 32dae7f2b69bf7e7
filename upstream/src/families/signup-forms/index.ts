/**
 * Sign-up forms: the fields an activity asks for when a visitor signs up (text, number, single and
 * multiple choice, date, picture, phone, ID number), the SMS code sent to the form's phone, the
 * sign-up with its answers (the orders' sign-up, the answers kept with the order) and the answers
 * of the caller's own orders. API.md "Sign-up forms" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerSignupFormRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const signupFormsFamily: UpstreamFamily = {
  name: 'signup-forms',
  migrations,
  seed,
  routes: registerSignupFormRoutes,
};
