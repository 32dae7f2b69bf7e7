/**
 * The app's main screens as `pnpm bench` loads them: the persisted document, its variables, whether
 * it runs signed in, and the upstream endpoints it must hit. Shared by the bench (calls per screen)
 * and the gateway's executor test (every screen answers the same on graphql-js and graphql-jit).
 *
 * The upstream endpoints each one MUST hit (the figure the measured calls
 * are compared with). `minimum` = the number of distinct upstream endpoints (method + path) the
 * screen's data lives behind — one call each, the best any client could do with every list
 * fetched once and every per-item lookup batched (e.g. one resourceCount for all cards).
 * Derived by hand from upstream/API.md for the data the screen shows; endpoints the gateway calls
 * beyond these are listed as "extra", the ones it calls more than once show in calls > distinct.
 */
export const DEMO_PHONE = '13800000001';
export const SCREENS: Array<{
  screen: string;
  op: string;
  variables: Record<string, unknown>;
  signedIn?: boolean;
  required: string[];
  why: string;
}> = [
  {
    screen: 'home',
    op: 'HomeScreenQuery',
    variables: {},
    why: 'site, layout, menus, scenic + venue shelves, ranking, news shelf and its channels',
    required: [
      'user/api/site/siteInfo',
      'config/api/clientCustomConfig/getLayout',
      'config/api/clientMenu/list',
      'res/api/scenic/list',
      'res/api/venue/list',
      'res/api/ranking/scenicRank',
      'res/api/content/simplifyList',
      'res/api/content/channelList',
    ],
  },
  {
    screen: 'place list',
    op: 'PlaceListScreenQuery',
    variables: { kind: 'SCENIC_AREA', region: '', regionSet: false },
    why: "the list, the site (the filters' owner; with a region chosen, its name from the site's region tree)",
    required: ['res/api/scenic/list', 'user/api/site/siteInfo'],
  },
  {
    screen: 'region panel',
    op: 'PlaceFiltersRegionsQuery',
    variables: {},
    why: "the site, its region tree (loaded when a list's region filter opens)",
    required: ['user/api/site/siteInfo', 'res/api/region/siteDownRegion'],
  },
  {
    screen: 'place detail',
    op: 'PlaceDetailScreenQuery',
    variables: { type: 'ScenicArea', id: '10001' },
    why: "detail (counts and region name included), spots, comments + stars + tags, reservation mode + days, routes for sale (their notes load on tap), the brand banner of a place that belongs to a brand, the site (its name in the website link's disclaimer)",
    required: [
      'res/api/scenic/detail',
      'res/api/scenicSpot/list',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
      'res/api/resourceOrder/resourceDesc',
      'res/api/resourceOrder/commonOrderTimeList',
      'res/api/route/getRouteList',
      'res/api/brand/getApiBrandList',
      'user/api/site/siteInfo',
    ],
  },
  {
    screen: 'search',
    op: 'SearchScreenQuery',
    variables: { keyword: '成都' },
    why: 'a page of hits (cards show what the search service returns)',
    required: ['res/api/es/search'],
  },
  {
    screen: 'news list',
    op: 'NewsListScreenQuery',
    variables: {},
    why: 'channel tabs, the list',
    required: ['res/api/content/channelList', 'res/api/content/list'],
  },
  {
    screen: 'news detail',
    op: 'NewsDetailScreenQuery',
    variables: { id: '70001' },
    why: 'detail, favourite count (not on the detail), comments + stars + tags',
    required: [
      'res/api/content/detail',
      'res/api/interactManage/resourceCount',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },
  {
    screen: 'activity list',
    op: 'ActivityListScreenQuery',
    variables: {},
    why: 'classify tabs, the list',
    required: ['res/api/activity/getActivityList', 'res/api/activity/classifyList'],
  },
  {
    screen: 'activity detail',
    op: 'ActivityDetailScreenQuery',
    variables: { id: '80008' },
    why: 'detail (sessions included; an activity carries no like/favourite/comment counts), counts, comments + stars + tags',
    required: [
      'res/api/activity/getActivityInfo',
      'res/api/interactManage/resourceCount',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },
  {
    screen: 'brand detail',
    op: 'BrandDetailScreenQuery',
    variables: { id: '1' },
    why: 'detail (introduction, counts, comment total), its first places, its first news, like/favourite counts, comments + stars + tags',
    required: [
      'res/api/brand/getApiBrandDetail',
      'res/api/brand/getApiBrandResourceList',
      'res/api/content/list',
      'res/api/interactManage/resourceCount',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },
  {
    screen: 'destinations',
    op: 'DestinationScreenQuery',
    variables: {},
    why: "one page of the site's city cards (the city, its destinations, the themed ones)",
    required: ['res/api/card/getApiCardList'],
  },
  {
    screen: 'destination page',
    op: 'DestinationCityScreenQuery',
    variables: { region: '510181', filter: { regionCode: '510181' } },
    why: "the region's cards (its own and those in it), the region tree (a name for a region without a card), its scenic areas, hotels, food and farm stays",
    required: [
      'res/api/card/getApiCardList',
      'user/api/site/siteInfo',
      'res/api/region/siteDownRegion',
      'res/api/scenic/list',
      'res/api/hotel/list',
      'res/api/dining/list',
      'res/api/agritainment/list',
    ],
  },
  {
    screen: 'city card',
    op: 'CityCardScreenQuery',
    variables: { id: '2' },
    why: 'detail (introduction, comment total), like/favourite counts, comments + stars + tags',
    required: [
      'res/api/card/getApiCardDetail',
      'res/api/interactManage/resourceCount',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },
  {
    screen: 'rural tourism',
    op: 'RuralScreenQuery',
    variables: { filter: { regionCode: '510131' } },
    why: "the region tree (the tabs), the cards (the regions' names in the site's language), its villages, farm stays and village sights",
    required: [
      'user/api/site/siteInfo',
      'res/api/region/siteDownRegion',
      'res/api/card/getApiCardList',
      'res/api/rural/list',
      'res/api/agritainment/list',
      'res/api/ruralSpots/list',
    ],
  },
  {
    screen: 'regional ranking',
    op: 'RegionalRankScreenQuery',
    variables: {},
    why: "one page of the board (destination, heat, last week's rank in each row)",
    required: ['res/api/ranking/regionRank'],
  },

  {
    screen: 'topic detail',
    op: 'TopicDetailScreenQuery',
    variables: { id: '1' },
    why: 'topic detail (counts, stances and favourite count included), its entries (each card carries its cover size and likes)',
    required: ['res/api/topic/detail', 'res/api/story/list'],
  },
  {
    screen: 'personal centre',
    op: 'UserScreenQuery',
    variables: {},
    signedIn: true,
    why: "user, counts, to-be-used badge, credit (asked per platform: the site id from siteInfo), the real-name row's state",
    required: [
      'user/api/userInfo/getDsUserInfo',
      'user/api/userBind/personalCenterInfo',
      'act/api/activityOrder/existOrderNum',
      'user/api/site/siteInfo',
      'credit/api/creditUser/view',
      'res/api/realNameAuth/get',
    ],
  },
  {
    screen: 'heritage home',
    op: 'HeritageHomeScreenQuery',
    variables: {},
    why: 'the home aggregate (banner, shelves, counts), the site (which kinds its edition shows)',
    required: ['res/api/heritage/index', 'user/api/site/siteInfo'],
  },

  {
    screen: 'live detail',
    op: 'LiveDetailScreenQuery',
    variables: { id: '5' },
    why: 'the stream (detail counts the view), nearby streams, counts, comments + stars + tags',
    required: [
      'res/api/live/liveDetail',
      'res/api/live/liveAroundList',
      'res/api/interactManage/resourceCount',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },
  {
    screen: 'guided tour map',
    op: 'GuideMapScreenQuery',
    variables: { id: '1' },
    why: 'the tour with its map and points, its routes, its point counts',
    required: ['res/api/guidedTour/getApiDetail', 'res/api/guidedTour/getApiRoute', 'res/api/guidedTour/guidedTourResourceCount'],
  },
  {
    screen: 'my reservations',
    op: 'UserReservationScreenQuery',
    variables: {},
    signedIn: true,
    why: 'user, to-be-used badge, the orders (third-party links and their identity load on tap)',
    required: ['user/api/userInfo/getDsUserInfo', 'act/api/activityOrder/existOrderNum', 'act/api/activityOrder/list'],
  },
  {
    screen: 'vote detail',
    op: 'VoteDetailScreenQuery',
    variables: { id: '96001', orderBy: 'NUMBER' },
    why: "the vote (rules and the viewer's votes today included), its works with their counts and ranks",
    required: ['res/api/vote/detail', 'res/api/vote/workList'],
  },
  {
    screen: 'my complaints',
    op: 'MyComplaintsScreenQuery',
    variables: { status: null },
    signedIn: true,
    why: 'user, the complaints (type, status, first picture on the items)',
    required: ['user/api/userInfo/getDsUserInfo', 'res/api/complaints/list'],
  },

  {
    screen: 'my profile',
    op: 'ProfileScreenQuery',
    variables: {},
    signedIn: true,
    why: 'the user with the profile fields (one user info call)',
    required: ['user/api/userInfo/getDsUserInfo'],
  },
  {
    screen: 'real-name',
    op: 'RealNameScreenQuery',
    variables: {},
    signedIn: true,
    why: "the user, the verification's state (one call)",
    required: ['user/api/userInfo/getDsUserInfo', 'res/api/realNameAuth/get'],
  },
  {
    screen: 'my contacts',
    op: 'ContactListScreenQuery',
    variables: {},
    signedIn: true,
    why: 'the user, the contacts (masked) in one list call',
    required: ['user/api/userInfo/getDsUserInfo', 'user/api/userContact/list'],
  },
  {
    screen: 'my addresses',
    op: 'AddressListScreenQuery',
    variables: {},
    signedIn: true,
    why: 'the user, the addresses (their region names come on the rows)',
    required: ['user/api/userInfo/getDsUserInfo', 'user/api/userAddress/list'],
  },
  {
    screen: 'credit records',
    op: 'UserCreditDescScreenQuery',
    variables: { month: '2026-06', change: 'ALL' },
    signedIn: true,
    why: "the user, whether the credit service knows them (its view, the site's id as platform), the month's records",
    required: ['user/api/userInfo/getDsUserInfo', 'user/api/site/siteInfo', 'credit/api/creditUser/view', 'credit/api/creditUser/records'],
  },

  {
    screen: 'volunteer home',
    op: 'VolunteerIndexScreenQuery',
    variables: {},
    why: 'banners + figures, recruiting activities (team names on their rows), teams, their founders (one batch), ranking, honours',
    required: [
      'res/api/volunteer/index',
      'res/api/volunteerActivity/list',
      'res/api/volunteerTeam/list',
      'res/api/volunteer/listByIds',
      'res/api/volunteer/ranking',
      'res/api/volunteerHonour/list',
    ],
  },
  {
    screen: 'team detail',
    op: 'TeamDetailScreenQuery',
    variables: { id: '1' },
    why: "detail (its comment count included), founder (listByIds), members, activities, brand projects, comments + stars + tags (the viewer's role needs no call when anonymous)",
    required: [
      'res/api/volunteerTeam/detail',
      'res/api/volunteer/listByIds',
      'res/api/volunteerTeam/members',
      'res/api/volunteerActivity/list',
      'res/api/volunteerTeam/projects',
      'res/api/comment/getCommentList',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/commentTagCountInfo',
    ],
  },

  {
    screen: 'course detail',
    op: 'CourseDetailScreenQuery',
    variables: { id: '120001' },
    signedIn: true,
    why: "the course, its chapters and lessons with the viewer's progress per lesson (one detail call)",
    required: ['res/api/schoolCourse/detail'],
  },
  {
    screen: 'itinerary detail',
    op: 'ItineraryDetailScreenQuery',
    variables: { id: '1' },
    why: 'the itinerary, its days, stops, legs and reasons (one detail call)',
    required: ['resExt/api/journey/detail'],
  },
  {
    screen: 'message centre',
    op: 'MessageCenterScreenQuery',
    variables: {},
    signedIn: true,
    why: 'the user, the unread and total counts of every message class with its latest title (one count call)',
    required: ['user/api/userInfo/getDsUserInfo', 'websocket/api/message/classCount'],
  },
  {
    screen: 'VIP page',
    op: 'VipIndexScreenQuery',
    variables: {},
    signedIn: true,
    why: "the user, the points account (balance, points earned, level), the task list with the viewer's state, the levels",
    required: ['user/api/userInfo/getDsUserInfo', 'user/api/point/info', 'task/api/task/list', 'user/api/point/levelList'],
  },
  {
    screen: 'air quality',
    op: 'AirQualityScreenQuery',
    variables: {},
    why: "the city's weather for seven days and its air quality now; the levels' names in the site's language",
    required: ['res/api/weather/list', 'res/api/weather/airQuality', 'user/api/site/siteInfo'],
  },
];
