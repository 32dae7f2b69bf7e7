import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { AGREEMENT_PATHS } from '../../widgets/agreements';
import { agreementsTexts } from './texts';

const load = () => import('./AgreementScreen');
const texts = { texts: agreementsTexts };

/** The site's three agreements, each on its own page. */
export const AGREEMENT_ROUTES: RouteObject[] = (Object.keys(AGREEMENT_PATHS) as Array<keyof typeof AGREEMENT_PATHS>).map((kind) => ({
  path: AGREEMENT_PATHS[kind],
  lazy: lazyScreen(load, (m) => ({ loader: m.agreementLoader(kind), node: <m.AgreementScreen kind={kind} /> }), texts),
}));
