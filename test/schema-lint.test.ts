// schema.graphql linted with graphql-eslint (ESLint's Node API): the Relay rules, descriptions
// everywhere, and an ID on every entity type. Value objects without identity of their own are
// listed in VALUE_TYPES: a new type either gets an `id` (or a `key`) or joins that list on purpose.
import { ESLint } from 'eslint';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const VALUE_TYPES = [
  'MenuSection',
  'CityWeather',
  'AirQuality',
  'AirQualityIndex',
  'PollutantReading',
  'WeatherDay',
  'PlaceWeather',
  'RentalOutlet',
  'FreeElectricity',
  'ChargingStation',
  'ExternalLink',
  'CreditMonth',
  'CreditRecord',
  'InputLimits',
  'VolunteerFormChoices',
  'Skin',
  'BannerSlide',
  'RankingEntry',
  'Image',
  'GeoPoint',
  'Distance',
  'Comfort',
  'OpeningHours',
  'InteractionSummary',
  'Media',
  'Session',
  'Viewer',
  'CreditView',
  'PersonalCounts',
  'CommentTagCount',
  'CommentSummary',
  'CommentAuthor',
  'BookingEligibility',
  'ActivityCalendarDay',
  'CancelPolicy',
  'Reservation',
  'ReservationDay',
  'BookingPlatform',
  'RouteNotes',
  'ReservationCounts',
  'Wallet',
  'ShopLogisticsEntry',
  'ShopTicket',
  'HotSearchWord',
  // stories
  'PkStance',
  'StoryAuthor',
  'StoryPlace',
  'StrategyTrip',

  // complaints, help, votes and questionnaires
  'ComplaintSettings',
  'ComplaintLocation',
  'ComplaintHandlingRecord',
  'ComplaintFeedback',
  'ComplaintContact',
  'VoteRules',
  'QuestionnaireAnswer',

  // volunteers
  'VolunteerHome',
  'ServiceRecord',
  'TeamPermissions',
  'TeamMemberPermissions',
  'TeamInvitation',
  'VolunteerCalendarDay',
  'SignInCode',
  'VolunteerRankingEntry',

  // courses: a course's teacher, progress, options, answers, scores and statistics
  'CourseTeacher',
  'LessonProgress',
  'CourseProgress',
  'QuestionOption',
  'GivenAnswer',
  'PracticeViewerResults',
  'ExamViewerStatus',
  'ScoreBand',
  'ExamStatistics',
  'ExamRankingEntry',
  'AnswerResolution',
  'QuestionResolution',
  'CourseAuthor',
  // itineraries: legs and routes between stops
  'ItineraryLeg',
  'ItineraryRoute',
  'ItineraryRouteEnd',
  'TravelOption',

  // live / media / guided tours
  'LivePlayback',
  'ShortVideoAuthor',
  'GuidedTourLevelCount',
  'TourMap',
  'TourCommentary',
  'TourPointCount',
  'TourMapPosition',

  'ReservationVoucher',
  'Payment',
  // the worship service: a day of remembrance in the year
  'MonthDay',
  // convenience facilities: a car park's spaces
  'ParkingSpaces',
  // shipping addresses: the user's list (a small capped list with its total, not paged)
  'ShippingAddressList',
  // real-name verification: the user's one verification (its submission's id is `submissionId`)
  'RealNameVerification',
  'FeedbackAnswer',
  'FollowedResource',
  // refunds: the merchant to contact about one refund (the refund's own part)
  'RefundMerchant',
  // points: the user's account (one per user), the levels and the tasks (by number and kind)
  'PointsAccount',
  'VipLevel',
  'PointsTask',
  // invitations: the user's summary (one per user)
  'InvitationSummary',
  // message centre: a reply message's comment and reply, a class's counts
  'MessageReply',
  'MessageClassCount',
  'MessageReceivedEvent',
  // city buses: a search's or a lookup's result, a line's direction and its stop, a stop's next buses
  'BusLineSearch',
  'BusStopSearch',
  'BusStopsNear',
  'BusLineLookup',
  'BusStopLookup',
  'BusDirection',
  'BusLineStop',
  'BusDeparture',
  // the regional pack: the site's pack (one per site), a channel lookup's result, a group of service lines, the user's health code
  'RegionalPack',
  'RegionalChannelResult',
  'RegionalServiceGroup',
  'HealthCode',
  // trains, flights and coaches: a search's answer, a trip's boarding and arrival, seat classes and stops
  'TrafficSearchResult',
  'TrafficCall',
  'TrafficSeat',
  'TrafficStop',
  // guides and agencies: a search's result (its guides or its refusal), a district with agencies, a list's result
  'TourGuideSearchResult',
  'TravelAgencyRegion',
  'TravelAgencyListResult',
  // the site robot: the site's one robot, an answer and the pages it links
  'SiteRobot',
  'RobotAnswer',
  'RobotAnswerLink',
  // search around: a search's result (its places or its refusal)
  'PlacesAroundResult',
  // pages: a map's place and a gallery's picture (values inside their section)
  'PageMapPoint',
  'GalleryPicture',
  // seats
  'SeatMap',
  'SeatZone',
  'SeatRow',
  'OrderSeat',
  'StorefrontCategory',
  // write-off at the gate: when and where a voucher was used, a code looked up
  'WriteOffUse',
  'WriteOffLookup',
  'ShareCard',
  'ShareSignature',
  'SignUpForm',
  'SignUpOption',
  'SignUpAnswer',
  // a place kind's introduction on the request's site (a value of its kind and site)
  'PlaceKindIntroduction',
  // a combined appointment being put together (a value of its input), a place chosen in it, a visitor as made
  'AppointmentDraft',
  'AppointmentChoice',
  'AppointmentVisitor',
  'ReservationCancellation',
  // the activity pages: a site's rule text and its link, a place with its activities, a day of the venues' calendar (counted and in full), a reservation's survey (values of the request)
  'ActivityRules',
  'ActivityRulesLink',
  'ActivityPlace',
  'VenueCalendarDay',
  'VenueDay',
  'VenueDayVenue',
  'ActivitySurvey',
  // a shop order's parcel, its carrier and events, and the order's review: values of the order;
  // the shop's review tags and rules: values of the request's site
  'ShopParcel',
  'ShopCarrier',
  'ShopParcelEvent',
  'ShopOrderReview',
  'ShopReviewTag',
  'ShopReviewRules',
  // the promoter programme and the promoter centre: values of the signed-in user on the request's site
  'Promotion',
  'Promoter',
  'OrderSummary',
  'WaitingOrderCount',
  'LineContractClause',
  'AppointmentBlockedVoucher',
  'PlaceNewsPreview',
  'FindPartFailure',
];

const SCHEMA_LINT_RULES = {
  '@graphql-eslint/relay-connection-types': 'error',
  '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
  '@graphql-eslint/relay-page-info': 'error',
  '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
  '@graphql-eslint/require-description': [
    'error',
    { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true },
  ],
  '@graphql-eslint/strict-id-in-types': [
    'error',
    {
      acceptedIdNames: ['id', 'key'],
      acceptedIdTypes: ['ID'],
      exceptions: { types: VALUE_TYPES, suffixes: ['Connection', 'Edge', 'Payload', 'Error', 'Info', 'Module', 'Menu'] },
    },
  ],
} as const;

describe('schema.graphql lint (graphql-eslint)', () => {
  it('has zero errors under the Relay rules, require-description and strict-id-in-types', async () => {
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.graphql'],
          languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
          plugins: { '@graphql-eslint': graphqlPlugin as never },
          rules: SCHEMA_LINT_RULES as never,
        },
      ],
    });
    const [result] = await eslint.lintFiles(['schema.graphql']);
    const problems = (result?.messages ?? []).map((m) => `schema.graphql:${m.line}:${m.column} ${m.ruleId ?? 'parse'} ${m.message}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
