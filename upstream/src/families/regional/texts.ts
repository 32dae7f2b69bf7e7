/**
 * The regional family's words: its refusals (the service's own, in Chinese as the vendor's are)
 * and the demo data of the Xinjiang edition's site (site650100, Urumqi, in Chinese): real places
 * of Urumqi and its surroundings, real roads and the public phone lines a visitor needs.
 */

export const REGIONAL_TEXTS = {
  noSuchChannel: '频道不存在',
} as const;

export interface RegionalPlaceSeed {
  name: string;
  summary: string;
  regionName: string;
  address: string;
  longitude: number;
  latitude: number;
}

export interface RegionalRouteSeed {
  name: string;
  summary: string;
  days: number;
  distanceKm: number;
  stops: readonly string[];
}

export interface RegionalSiteSeed {
  hot: readonly RegionalPlaceSeed[];
  panoramas: readonly RegionalPlaceSeed[];
  routes: readonly RegionalRouteSeed[];
  channels: readonly { code: string; name: string; articles: readonly [title: string, summary: string][] }[];
  services: readonly { group: string; entries: readonly [name: string, icon: string, phone: string][] }[];
}

const URUMQI: RegionalSiteSeed = {
  hot: [
    {
      name: '新疆国际大巴扎',
      summary: '伊斯兰风格建筑群，汇集干果、地毯、乐器与手工艺品，夜晚灯火通明。',
      regionName: '天山区',
      address: '乌鲁木齐市天山区解放南路8号',
      longitude: 87.6297,
      latitude: 43.7747,
    },
    {
      name: '新疆维吾尔自治区博物馆',
      summary: '馆藏楼兰文物与古代干尸，讲述丝绸之路上的新疆历史。',
      regionName: '沙依巴克区',
      address: '乌鲁木齐市沙依巴克区西北路581号',
      longitude: 87.5967,
      latitude: 43.8131,
    },
    {
      name: '红山公园',
      summary: '乌鲁木齐的城市标志，登镇龙塔可俯瞰全城与远处的博格达峰。',
      regionName: '水磨沟区',
      address: '乌鲁木齐市水磨沟区红山路40号',
      longitude: 87.6164,
      latitude: 43.8044,
    },
    {
      name: '南山牧场·西白杨沟',
      summary: '天山北坡的高山草甸与瀑布，夏季可骑马、住毡房。',
      regionName: '乌鲁木齐县',
      address: '乌鲁木齐县甘沟乡西白杨沟',
      longitude: 87.3262,
      latitude: 43.4563,
    },
    {
      name: '水磨沟公园',
      summary: '温泉与清泉汇流的老公园，林木繁茂，是市民消夏的去处。',
      regionName: '水磨沟区',
      address: '乌鲁木齐市水磨沟区水磨沟路',
      longitude: 87.6558,
      latitude: 43.8226,
    },
    {
      name: '天山大峡谷',
      summary: '国家5A级景区，原始雪岭云杉林与红色峡谷相映。',
      regionName: '乌鲁木齐县',
      address: '乌鲁木齐县板房沟镇照壁山',
      longitude: 87.2031,
      latitude: 43.4367,
    },
    {
      name: '丝绸之路国际度假区',
      summary: '冬季滑雪、夏季徒步的山地度假区，距市区约四十公里。',
      regionName: '乌鲁木齐县',
      address: '乌鲁木齐县水西沟镇',
      longitude: 87.3671,
      latitude: 43.5488,
    },
    {
      name: '乌拉泊古城',
      summary: '唐代轮台城遗址，夯土城墙至今仍存。',
      regionName: '天山区',
      address: '乌鲁木齐市天山区乌拉泊村',
      longitude: 87.6102,
      latitude: 43.6652,
    },
    {
      name: '人民公园',
      summary: '市中心的百年公园，湖光林影，鉴湖与阅微草堂各有来历。',
      regionName: '天山区',
      address: '乌鲁木齐市天山区友好南路',
      longitude: 87.6094,
      latitude: 43.7999,
    },
    {
      name: '达坂城古镇',
      summary: '因王洛宾《达坂城的姑娘》闻名，风车阵绵延于戈壁之上。',
      regionName: '达坂城区',
      address: '乌鲁木齐市达坂城区达坂城镇',
      longitude: 88.3061,
      latitude: 43.3618,
    },
    {
      name: '新疆丝绸之路博物馆',
      summary: '陈列古丝绸之路沿线的钱币、陶器与织物。',
      regionName: '天山区',
      address: '乌鲁木齐市天山区解放南路8号大巴扎内',
      longitude: 87.6301,
      latitude: 43.7752,
    },
    {
      name: '鲤鱼山公园',
      summary: '城北小山上的公园，适合傍晚看城市日落。',
      regionName: '新市区',
      address: '乌鲁木齐市新市区鲤鱼山南路',
      longitude: 87.5716,
      latitude: 43.8539,
    },
  ],
  panoramas: [
    {
      name: '天山天池·博格达峰',
      summary: '湖面海拔1910米，雪峰倒映在碧绿的湖水中。',
      regionName: '阜康市',
      address: '昌吉回族自治州阜康市天池景区',
      longitude: 88.1299,
      latitude: 43.8869,
    },
    {
      name: '国际大巴扎·夜景',
      summary: '观光塔与清真寺式建筑的灯光夜景。',
      regionName: '天山区',
      address: '乌鲁木齐市天山区解放南路8号',
      longitude: 87.6297,
      latitude: 43.7747,
    },
    {
      name: '红山·镇龙塔',
      summary: '站在红山之巅环视城市与天山。',
      regionName: '水磨沟区',
      address: '乌鲁木齐市水磨沟区红山路40号',
      longitude: 87.6164,
      latitude: 43.8044,
    },
    {
      name: '南山牧场·草原',
      summary: '毡房、马群与雪岭云杉环绕的夏季牧场。',
      regionName: '乌鲁木齐县',
      address: '乌鲁木齐县甘沟乡西白杨沟',
      longitude: 87.3262,
      latitude: 43.4563,
    },
  ],
  routes: [
    {
      name: '天山天池一日游',
      summary: '沿G216与S111向东北，经阜康进入天池景区，午后乘区间车上山看博格达峰。',
      days: 1,
      distanceKm: 110,
      stops: ['乌鲁木齐', '阜康市', '天山天池'],
    },
    {
      name: '南山牧场环线',
      summary: '出城向南，先到西白杨沟瀑布，再到照壁山的天山大峡谷，傍晚返回市区。',
      days: 1,
      distanceKm: 160,
      stops: ['乌鲁木齐', '西白杨沟', '天山大峡谷', '乌鲁木齐'],
    },
    {
      name: '达坂城—吐鲁番',
      summary: '经G30连霍高速穿过达坂城风区，抵达吐鲁番，游葡萄沟、火焰山与交河故城。',
      days: 2,
      distanceKm: 190,
      stops: ['乌鲁木齐', '达坂城', '吐鲁番', '葡萄沟', '火焰山', '交河故城'],
    },
    {
      name: '独库公路北段',
      summary: '从独山子进入G217独库公路，翻越哈希勒根达坂，经乔尔玛到那拉提草原；每年约6月至10月通车。',
      days: 3,
      distanceKm: 540,
      stops: ['乌鲁木齐', '独山子', '哈希勒根达坂', '乔尔玛', '那拉提'],
    },
  ],
  channels: [
    {
      code: 'news',
      name: '文旅资讯',
      articles: [
        ['新疆国际大巴扎夜市开市', '夜市延长营业至凌晨，烤肉、馕与手工酸奶等地道小吃齐聚。'],
        ['南山牧场进入最佳观赏期', '西白杨沟瀑布水量充沛，草甸花开，建议错峰出行。'],
        ['丝绸之路国际度假区开板', '雪季开启，开放初级与中级雪道，市区有直通车往返。'],
        ['自治区博物馆推出夜场', '每周五、周六延长开放，需提前预约。'],
        ['天山天池区间车调整', '冬季区间车首班延后，游客请留意景区公告。'],
        ['乌鲁木齐冬季旅游季启动', '冰雪、温泉与美食三条主题线路同步发布。'],
      ],
    },
    {
      code: 'heritage',
      name: '非遗新疆',
      articles: [
        ['十二木卡姆走进社区', '维吾尔木卡姆艺术团在社区广场演出，市民可近距离欣赏。'],
        ['艾德莱斯绸织造技艺展示', '传承人现场演示扎经染色，展期一个月。'],
        ['新疆民族乐器制作体验', '在大巴扎手工作坊里学习热瓦普的制作工序。'],
      ],
    },
    {
      code: 'food',
      name: '美食推荐',
      articles: [
        ['大盘鸡的吃法', '土豆、辣椒与鸡块同烧，最后拌上皮带面。'],
        ['手抓饭去哪吃', '羊肉、胡萝卜与大米焖制，老城区多家老店值得一试。'],
        ['烤包子与馕坑肉', '馕坑里烤出的两样美味，趁热吃最香。'],
        ['冬日里的一碗拉条子', '过油肉拌面是乌鲁木齐人的家常味道。'],
      ],
    },
  ],
  services: [
    {
      group: '旅游服务',
      entries: [
        ['旅游咨询投诉', 'headset', '12345'],
        ['地窝堡国际机场问询', 'plane', '0991-96556'],
        ['乌鲁木齐站问询', 'train-front', '12306'],
        ['出租车电召', 'car-taxi-front', '0991-96166'],
      ],
    },
    {
      group: '紧急求助',
      entries: [
        ['报警', 'siren', '110'],
        ['急救', 'ambulance', '120'],
        ['火警', 'flame', '119'],
        ['交通事故', 'traffic-cone', '122'],
      ],
    },
  ],
};

/** The Xinjiang edition's demo data, by site code. */
export const REGIONAL_SITES: Readonly<Record<string, RegionalSiteSeed>> = { site650100: URUMQI };
