/**
 * THE list of the reference upstream's families built as folders (`src/families/<name>/`, see
 * family.ts). Add a family's module here; the server, migrations and seed read this list.
 */
import type { UpstreamFamily } from '../family.ts';
import { registerResourceTable } from '../resources.ts';
import { accountsFamily } from './accounts/index.ts';
import { activitiesFamily } from './activities/index.ts';
import { reservationsFamily } from './reservations/index.ts';
import { paymentsFamily } from './payments/index.ts';
import { ordersFamily } from './orders/index.ts';
import { salesFamily } from './sales/index.ts';
import { shopFamily } from './shop/index.ts';
import { uploadsFamily } from './uploads/index.ts';
import { heritageFamily } from './heritage/index.ts';
import { placeKindsFamily } from './place-kinds/index.ts';
import { brandsFamily } from './brands/index.ts';
import { destinationsFamily } from './destinations/index.ts';
import { rankingsFamily } from './rankings/index.ts';
import { columnsFamily } from './columns/index.ts';
import { storiesFamily } from './stories/index.ts';
import { complaintsFamily } from './complaints/index.ts';
import { helpFamily } from './help/index.ts';
import { votesFamily } from './votes/index.ts';
import { questionnairesFamily } from './questionnaires/index.ts';
import { volunteersFamily } from './volunteers/index.ts';
import { coursesFamily } from './courses/index.ts';
import { itinerariesFamily } from './itineraries/index.ts';
import { liveFamily } from './live/index.ts';
import { mediaFamily } from './media/index.ts';
import { guidedToursFamily } from './guided-tours/index.ts';
import { memorialFamily } from './memorial/index.ts';
import { convenienceFamily } from './convenience/index.ts';
import { sitesFamily } from './sites/index.ts';
import { regionalFamily } from './regional/index.ts';
import { regionsFamily } from './regions/index.ts';
import { filesFamily } from './files/index.ts';
import { searchFamily } from './search/index.ts';
import { commentsFamily } from './comments/index.ts';
import { contentFamily } from './content/index.ts';
import { interactionsFamily } from './interactions/index.ts';
import { placesFamily } from './places/index.ts';
import { agreementsFamily } from './agreements/index.ts';
import { addressesFamily } from './addresses/index.ts';
import { realNameFamily } from './real-name/index.ts';
import { contactsFamily } from './contacts/index.ts';
import { feedbackFamily } from './feedback/index.ts';
import { followsFamily } from './follows/index.ts';
import { pointsFamily } from './points/index.ts';
import { invitationsFamily } from './invitations/index.ts';
import { messagesFamily } from './messages/index.ts';
import { busesFamily } from './buses/index.ts';
import { trafficFamily } from './traffic/index.ts';
import { weatherFamily } from './weather/index.ts';
import { rentalFamily } from './rental/index.ts';
import { electricityFamily } from './electricity/index.ts';
import { agenciesFamily } from './agencies/index.ts';
import { guidesFamily } from './guides/index.ts';
import { robotFamily } from './robot/index.ts';
import { pagesFamily } from './pages/index.ts';
import { seatsFamily } from './seats/index.ts';
import { storefrontFamily } from './storefront/index.ts';
import { subscriptionsFamily } from './subscriptions/index.ts';
import { writeOffsFamily } from './write-offs/index.ts';
import { analyticsFamily } from './analytics/index.ts';
import { signupFormsFamily } from './signup-forms/index.ts';
import { placeIntroductionsFamily } from './place-introductions/index.ts';
import { discoveryFamily } from './discovery/index.ts';
import { appointmentsFamily } from './appointments/index.ts';
import { partnerSignInFamily } from './partner-sign-in/index.ts';
import { orderCancelFamily } from './order-cancel/index.ts';
import { narratorsFamily } from './narrators/index.ts';
import { activityPagesFamily } from './activity-pages/index.ts';
import { promotionFamily } from './promotion/index.ts';
import { lineContractsFamily } from './line-contracts/index.ts';
import { placeNewsFamily } from './place-news/index.ts';

/**
 * The older modules made families (route modules once registered by hand in server.ts), first in
 * the list and in dependency order: their seeds run before the others'. They add no service-menu
 * entries; the others' entries sort by their position after these (`seedFamilies`).
 */
export const MODULE_FAMILIES: readonly UpstreamFamily[] = [
  accountsFamily,
  placesFamily,
  sitesFamily,
  regionsFamily,
  filesFamily,
  searchFamily,
  contentFamily,
  interactionsFamily,
  commentsFamily,
  activitiesFamily,
  reservationsFamily,
  paymentsFamily,
  ordersFamily,
  shopFamily,
  salesFamily,
];

export const FAMILIES: readonly UpstreamFamily[] = [
  ...MODULE_FAMILIES,
  uploadsFamily,
  heritageFamily,
  placeKindsFamily,
  brandsFamily,
  destinationsFamily,
  rankingsFamily,
  columnsFamily,
  storiesFamily,
  complaintsFamily,
  helpFamily,
  votesFamily,
  questionnairesFamily,
  volunteersFamily,
  coursesFamily,
  itinerariesFamily,
  liveFamily,
  mediaFamily,
  guidedToursFamily,
  memorialFamily,
  convenienceFamily,
  agreementsFamily,
  addressesFamily,
  realNameFamily,
  contactsFamily,
  feedbackFamily,
  followsFamily,
  pointsFamily,
  invitationsFamily,
  messagesFamily,
  busesFamily,
  regionalFamily,
  trafficFamily,
  weatherFamily,
  rentalFamily,
  electricityFamily,
  agenciesFamily,
  guidesFamily,
  robotFamily,
  pagesFamily,
  seatsFamily,
  storefrontFamily,
  subscriptionsFamily,
  writeOffsFamily,
  analyticsFamily,
  signupFormsFamily,
  placeIntroductionsFamily,
  discoveryFamily,
  appointmentsFamily,
  partnerSignInFamily,
  orderCancelFamily,
  narratorsFamily,
  activityPagesFamily,
  promotionFamily,
  lineContractsFamily,
  placeNewsFamily,
];

for (const family of FAMILIES) for (const table of family.resourceTables ?? []) registerResourceTable(table);
