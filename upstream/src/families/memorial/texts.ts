/**
 * The memorial family's demo objects: the platform-wide ones every site inherits (national days
 * of remembrance, their texts in all five site languages) and each demo site's own, in the site's
 * language, tied to its region. Groups and events; one person, honoured where he was born (Yun
 * Dong-ju in Yanbian). Sober texts: facts as generally documented, no graphic detail, no quotes.
 */
import type { InLanguages } from '../demo.ts';

export type MemorialObjectType = 'EVENT' | 'PERSON' | 'GROUP';

export interface MemorialText {
  name: string;
  /** One or two sentences, plain text. */
  summary: string;
  /** A few paragraphs of HTML. */
  content: string;
}

export interface MemorialSeed {
  /** Names its pictures (stable: the picture stays when the texts change). */
  key: string;
  objectType: MemorialObjectType;
  /** Years as text ("1937-1945", "1944"), "" when none. */
  period: string;
  /** The day of remembrance, MM-dd, "" when none. */
  memorialDate: string;
}

export interface InheritedSeed extends MemorialSeed {
  texts: InLanguages<MemorialText>;
}

/** A site's own object: its text is in the site's language. */
export interface OwnSeed extends MemorialSeed {
  text: MemorialText;
}

/** The platform-wide objects (national days of remembrance), the same on every site. */
export const INHERITED: readonly InheritedSeed[] = [
  {
    key: 'nanjing',
    objectType: 'EVENT',
    period: '1937',
    memorialDate: '12-13',
    texts: {
      CN: {
        name: '南京大屠杀死难者',
        summary: '1937年12月13日，侵华日军攻占南京，此后数周内大批平民和放下武器的士兵遇害。每年12月13日是南京大屠杀死难者国家公祭日。',
        content:
          '<p>1937年12月13日，侵华日军攻占当时的首都南京。此后约六周的时间里，大批手无寸铁的平民和放下武器的士兵遭到杀害，遇难同胞达三十万人以上。</p>' +
          '<p>2014年2月，全国人大常委会决定将每年12月13日设立为南京大屠杀死难者国家公祭日，以国家名义举行公祭仪式，悼念所有遇难同胞。</p>' +
          '<p>侵华日军南京大屠杀遇难同胞纪念馆建在遇难同胞丛葬地上，1985年建成开放。铭记历史，是为了珍爱和平。</p>',
      },
      FRENCH: {
        name: 'Les victimes du massacre de Nankin',
        summary: `Après la prise de Nankin par l'armée japonaise le 13 décembre 1937, un très grand nombre de civils et de soldats désarmés furent tués dans les semaines qui suivirent. Le 13 décembre est la journée nationale de commémoration des victimes.`,
        content:
          `<p>Le 13 décembre 1937, l'armée japonaise d'invasion s'empara de Nankin, alors capitale de la Chine. Pendant environ six semaines, des civils et des soldats qui avaient déposé les armes furent tués en très grand nombre ; la Chine estime le nombre des victimes à plus de 300 000.</p>` +
          `<p>En février 2014, le Comité permanent de l'Assemblée populaire nationale a fait du 13 décembre la Journée nationale de commémoration des victimes du massacre de Nankin, marquée chaque année par une cérémonie officielle.</p>` +
          `<p>Le mémorial des victimes, ouvert en 1985, est bâti sur l'un des lieux où elles furent inhumées. Se souvenir de cette histoire, c'est aussi chérir la paix.</p>`,
      },
      EN: {
        name: 'Victims of the Nanjing Massacre',
        summary: `After Japanese troops captured Nanjing on 13 December 1937, great numbers of civilians and disarmed soldiers were killed in the weeks that followed. 13 December is China's National Memorial Day for the victims.`,
        content:
          `<p>On 13 December 1937 the invading Japanese army captured Nanjing, then the capital of China. Over the following six weeks or so, civilians and soldiers who had laid down their arms were killed in great numbers; China puts the number of victims at more than 300,000.</p>` +
          `<p>In February 2014 the Standing Committee of the National People's Congress made 13 December the National Memorial Day for the Victims of the Nanjing Massacre, marked every year by a state ceremony.</p>` +
          `<p>The memorial hall for the victims, opened in 1985, stands on one of the sites where they were buried. Remembering this history is a way of cherishing peace.</p>`,
      },
      JAPANESE: {
        name: '南京大虐殺の犠牲者',
        summary:
          '1937年12月13日に日本軍が南京を占領した後、数週間のうちに多くの市民と武器を捨てた兵士が殺害されました。中国では12月13日が国家追悼日とされています。',
        content:
          '<p>1937年12月13日、日本軍は当時の首都・南京を占領しました。その後およそ6週間にわたり、多くの市民と武器を捨てた兵士が殺害されました。中国は犠牲者の数を30万人以上としています。</p>' +
          '<p>2014年2月、中国の全国人民代表大会常務委員会は12月13日を南京大虐殺犠牲者の国家追悼日と定め、毎年国による追悼式典が行われています。</p>' +
          '<p>1985年に開館した犠牲者の記念館は、犠牲者が埋葬された場所の一つに建てられています。歴史を心に刻むことは、平和を大切にすることにつながります。</p>',
      },
      KOREAN: {
        name: '난징대학살 희생자',
        summary:
          '1937년 12월 13일 일본군이 난징을 점령한 뒤 몇 주 동안 수많은 민간인과 무기를 내려놓은 병사들이 살해되었습니다. 중국은 12월 13일을 국가 추모일로 정했습니다.',
        content:
          '<p>1937년 12월 13일, 일본군은 당시 중국의 수도였던 난징을 점령했습니다. 이후 약 6주 동안 수많은 민간인과 무기를 내려놓은 병사들이 살해되었으며, 중국은 희생자 수를 30만 명 이상으로 보고 있습니다.</p>' +
          '<p>2014년 2월 중국 전국인민대표대회 상무위원회는 12월 13일을 난징대학살 희생자 국가 추모일로 정했고, 해마다 국가 추모식이 열립니다.</p>' +
          '<p>1985년에 문을 연 희생자 기념관은 희생자들이 묻힌 곳 가운데 하나에 세워졌습니다. 역사를 기억하는 일은 평화를 소중히 여기는 일입니다.</p>',
      },
    },
  },
  {
    key: 'martyrs',
    objectType: 'GROUP',
    period: '',
    memorialDate: '09-30',
    texts: {
      CN: {
        name: '为国捐躯的革命英烈',
        summary: '每年9月30日是烈士纪念日，缅怀为民族独立和人民解放、国家富强和人民幸福献出生命的英烈。',
        content:
          '<p>2014年8月，全国人大常委会决定将9月30日设立为烈士纪念日。每年这一天，首都各界在天安门广场人民英雄纪念碑前举行仪式，向人民英雄敬献花篮。</p>' +
          '<p>近代以来，无数英烈为民族独立和人民解放、为国家富强和人民幸福献出了生命。各地的烈士陵园和纪念设施守护着他们的名字与事迹。</p>' +
          '<p>铭记英烈、传承他们的精神，是后来者的责任。</p>',
      },
      FRENCH: {
        name: 'Les martyrs morts pour la nation',
        summary: `Le 30 septembre, Journée des martyrs, la Chine rend hommage à tous ceux qui ont donné leur vie pour l'indépendance de la nation, la libération du peuple et sa prospérité.`,
        content:
          `<p>En août 2014, le Comité permanent de l'Assemblée populaire nationale a fait du 30 septembre la Journée des martyrs. Chaque année, ce jour-là, une cérémonie a lieu devant le monument aux Héros du peuple, sur la place Tian'anmen, où des corbeilles de fleurs sont déposées.</p>` +
          `<p>Depuis le XIX<sup>e</sup> siècle, d'innombrables femmes et hommes sont morts pour l'indépendance de la nation et la libération du peuple. Les cimetières et les monuments aux martyrs, partout dans le pays, gardent leurs noms et le souvenir de leurs actes.</p>` +
          `<p>Se souvenir d'eux et faire vivre leur esprit est le devoir de ceux qui viennent après eux.</p>`,
      },
      EN: {
        name: 'The martyrs who gave their lives for the nation',
        summary: `30 September is Martyrs' Day in China, honouring all who gave their lives for the independence of the nation, the liberation of its people and their prosperity and well-being.`,
        content:
          `<p>In August 2014 the Standing Committee of the National People's Congress made 30 September Martyrs' Day. Every year on that day a ceremony is held at the Monument to the People's Heroes in Tiananmen Square, where baskets of flowers are laid in tribute.</p>` +
          `<p>Since the nineteenth century countless women and men have given their lives for the independence of the nation and the liberation of its people. Martyrs' cemeteries and memorials across the country keep their names and deeds.</p>` +
          `<p>Remembering them and carrying on their spirit is the duty of those who come after.</p>`,
      },
      JAPANESE: {
        name: '国のために命をささげた烈士たち',
        summary: '9月30日は中国の烈士記念日です。民族の独立と人民の解放、国の発展と人々の幸せのために命をささげた人々をしのびます。',
        content:
          '<p>2014年8月、中国の全国人民代表大会常務委員会は9月30日を烈士記念日と定めました。毎年この日には、天安門広場の人民英雄記念碑の前で式典が行われ、花かごが献じられます。</p>' +
          '<p>近代以降、数えきれない人々が民族の独立と人民の解放のために命を落としました。各地の烈士陵園や記念施設が、その名前と事績を今に伝えています。</p>' +
          '<p>烈士たちを忘れず、その精神を受け継いでいくことは、後に続く者の務めです。</p>',
      },
      KOREAN: {
        name: '나라를 위해 목숨을 바친 열사들',
        summary:
          '9월 30일은 중국의 열사기념일입니다. 민족의 독립과 인민의 해방, 나라의 번영과 사람들의 행복을 위해 목숨을 바친 이들을 기립니다.',
        content:
          '<p>2014년 8월 중국 전국인민대표대회 상무위원회는 9월 30일을 열사기념일로 정했습니다. 해마다 이날 톈안먼 광장의 인민영웅기념비 앞에서 의식이 열리고 꽃바구니가 바쳐집니다.</p>' +
          '<p>근대 이후 수많은 사람들이 민족의 독립과 인민의 해방을 위해 목숨을 바쳤습니다. 곳곳의 열사릉원과 기념 시설이 그들의 이름과 발자취를 전하고 있습니다.</p>' +
          '<p>열사들을 기억하고 그 정신을 이어 가는 것은 뒤따르는 이들의 몫입니다.</p>',
      },
    },
  },
  {
    key: 'wenchuan',
    objectType: 'EVENT',
    period: '2008',
    memorialDate: '05-12',
    texts: {
      CN: {
        name: '汶川特大地震遇难同胞',
        summary: '2008年5月12日14时28分，四川汶川发生8.0级特大地震，69227人遇难，17923人失踪。每年5月12日是全国防灾减灾日。',
        content:
          '<p>2008年5月12日14时28分，四川省汶川县发生8.0级特大地震，波及四川、甘肃、陕西等地。地震造成69227人遇难、17923人失踪，是新中国成立以来破坏性最强、波及范围最广的地震之一。</p>' +
          '<p>灾后，全国各地和社会各界驰援灾区，受灾地区在几年间完成了重建。自2009年起，每年5月12日为全国防灾减灾日。</p>' +
          '<p>映秀、北川等地保留了地震遗址并建有纪念馆，供人们缅怀遇难同胞、了解防灾知识。</p>',
      },
      FRENCH: {
        name: 'Les victimes du séisme de Wenchuan (2008)',
        summary: `Le 12 mai 2008 à 14 h 28, un séisme de magnitude 8,0 frappa le district de Wenchuan, au Sichuan : 69 227 personnes y perdirent la vie et 17 923 furent portées disparues. Le 12 mai est devenu la Journée nationale de prévention des catastrophes.`,
        content:
          `<p>Le 12 mai 2008 à 14 h 28, un séisme de magnitude 8,0 frappa le district de Wenchuan, dans la province du Sichuan, et fut ressenti jusqu'au Gansu et au Shaanxi. Il fit 69 227 morts et 17 923 disparus, l'un des plus destructeurs qu'ait connus la Chine moderne.</p>` +
          `<p>Le pays tout entier se mobilisa pour venir en aide aux sinistrés, et les régions touchées furent reconstruites en quelques années. Depuis 2009, le 12 mai est la Journée nationale de prévention et de réduction des catastrophes.</p>` +
          `<p>À Yingxiu et à Beichuan, les ruines ont été conservées et des mémoriaux ont été construits pour honorer les victimes et transmettre les gestes de prévention.</p>`,
      },
      EN: {
        name: 'Victims of the 2008 Wenchuan earthquake',
        summary: `At 14:28 on 12 May 2008 a magnitude 8.0 earthquake struck Wenchuan in Sichuan: 69,227 people died and 17,923 were listed as missing. 12 May is now China's National Disaster Prevention and Reduction Day.`,
        content:
          `<p>At 14:28 on 12 May 2008 a magnitude 8.0 earthquake struck Wenchuan County in Sichuan and was felt as far as Gansu and Shaanxi. It left 69,227 people dead and 17,923 missing, one of the most destructive earthquakes in the country's modern history.</p>` +
          `<p>People from all over China came to help, and the stricken areas were rebuilt within a few years. Since 2009, 12 May has been the National Disaster Prevention and Reduction Day.</p>` +
          `<p>In Yingxiu and Beichuan the ruins have been preserved and memorial halls built, so that visitors can remember the victims and learn how to prepare for disasters.</p>`,
      },
      JAPANESE: {
        name: '2008年汶川地震の犠牲者',
        summary:
          '2008年5月12日14時28分、四川省汶川県でマグニチュード8.0の大地震が起き、6万9227人が亡くなり、1万7923人が行方不明となりました。5月12日は中国の防災減災の日です。',
        content:
          '<p>2008年5月12日14時28分、四川省汶川県を震源とするマグニチュード8.0の大地震が発生し、揺れは甘粛省や陝西省にまで及びました。6万9227人が亡くなり、1万7923人が行方不明となりました。</p>' +
          '<p>地震の後、全国から支援が寄せられ、被災地は数年のうちに再建されました。2009年からは、5月12日が全国防災減災の日となっています。</p>' +
          '<p>映秀や北川には地震の遺構が残され、記念館が建てられています。犠牲者をしのび、防災を学ぶ場となっています。</p>',
      },
      KOREAN: {
        name: '2008년 원촨 대지진 희생자',
        summary:
          '2008년 5월 12일 14시 28분 쓰촨성 원촨현에서 규모 8.0의 대지진이 일어나 6만 9227명이 숨지고 1만 7923명이 실종되었습니다. 5월 12일은 중국의 방재감재의 날입니다.',
        content:
          '<p>2008년 5월 12일 14시 28분, 쓰촨성 원촨현에서 규모 8.0의 대지진이 일어났고 흔들림은 간쑤성과 산시성까지 이어졌습니다. 6만 9227명이 숨지고 1만 7923명이 실종되었습니다.</p>' +
          '<p>지진 뒤 전국 각지에서 도움의 손길이 이어졌고, 피해 지역은 몇 년에 걸쳐 다시 세워졌습니다. 2009년부터 5월 12일은 전국 방재감재의 날이 되었습니다.</p>' +
          '<p>잉슈와 베이촨에는 지진 유적이 보존되고 기념관이 세워져, 희생자를 기리고 재난 대비를 배우는 곳이 되었습니다.</p>',
      },
    },
  },
];

/** Each demo site's own objects, in the site's language. */
export const OWN: Readonly<Record<string, readonly OwnSeed[]>> = {
  site510100: [
    {
      key: 'sichuan-army',
      objectType: 'GROUP',
      period: '1937-1945',
      memorialDate: '09-03',
      text: {
        name: '川军抗战阵亡将士',
        summary: '全面抗战八年间，三百余万四川子弟出川抗战，转战各大战场，数十万将士伤亡。',
        content:
          '<p>1937年全面抗战爆发后，四川子弟纷纷出川抗战。八年间，四川先后输送兵员三百余万人，川军将士参加了淞沪、台儿庄、武汉等会战，伤亡数十万人。</p>' +
          '<p>四川也是抗战的大后方，成都等地的民众出粮出工、修筑机场，支援前线。</p>' +
          '<p>成都人民公园内立有川军抗日阵亡将士纪念碑。每年9月3日中国人民抗日战争胜利纪念日前后，市民来到碑前献花，缅怀川军将士。</p>',
      },
    },
    {
      key: 'shierqiao',
      objectType: 'GROUP',
      period: '1949',
      memorialDate: '12-07',
      text: {
        name: '十二桥烈士',
        summary: '1949年12月7日深夜，成都解放前夕，三十余位被关押的共产党员和革命志士在城西十二桥畔遇害。',
        content:
          '<p>1949年12月7日深夜，成都解放前夕，被关押的三十余位共产党员和革命志士被秘密杀害于城西十二桥畔。</p>' +
          '<p>成都解放后，烈士遗骸被安葬在遇难地附近，建成十二桥烈士墓。墓园今位于十二桥路旁，是成都重要的烈士纪念设施，常有市民和学生前来凭吊。</p>',
      },
    },
  ],
  site513225: [
    {
      key: 'jiuzhaigou-2017',
      objectType: 'EVENT',
      period: '2017',
      memorialDate: '08-08',
      text: {
        name: '九寨沟地震遇难同胞',
        summary: '2017年8月8日21时19分，九寨沟县发生7.0级地震，25人遇难，6人失联。',
        content:
          '<p>2017年8月8日21时19分，四川省阿坝州九寨沟县发生7.0级地震，造成25人遇难、525人受伤、6人失联。地震发生时正值旅游旺季，救援人员连夜转移景区内的游客和群众。</p>' +
          '<p>地震使火花海等景点受损，景区闭园进行恢复重建，于2019年9月部分恢复开放。</p>' +
          '<p>每年8月8日，我们缅怀在地震中遇难的同胞，也感谢每一位救援者和重建者。</p>',
      },
    },
    {
      key: 'long-march-aba',
      objectType: 'GROUP',
      period: '1935-1936',
      memorialDate: '',
      text: {
        name: '长征途经阿坝牺牲的红军将士',
        summary: '1935年至1936年，红军长征途经阿坝，翻雪山、过草地，许多将士长眠于此。',
        content:
          '<p>1935年至1936年间，中国工农红军第一、第二、第四方面军长征途经阿坝地区，翻越雪山、穿过草地，在高寒缺氧、缺衣少粮的条件下行军作战，许多将士牺牲在这片土地上。</p>' +
          '<p>在距九寨沟不远的松潘县川主寺镇，建有红军长征纪念总碑碑园，纪念长征途中牺牲的红军将士。</p>',
      },
    },
  ],
  site530700: [
    {
      key: 'lijiang-1996',
      objectType: 'EVENT',
      period: '1996',
      memorialDate: '02-03',
      text: {
        name: 'Les victimes du séisme de Lijiang (1996)',
        summary: `Le 3 février 1996 au soir, un séisme de magnitude 7,0 frappa la région de Lijiang, faisant plus de 300 morts et des milliers de blessés.`,
        content:
          `<p>Le 3 février 1996, peu après 19 heures, un séisme de magnitude 7,0 frappa la région de Lijiang. Plus de 300 personnes perdirent la vie et des milliers d'autres furent blessées ; de nombreuses maisons s'effondrèrent.</p>` +
          `<p>La vieille ville, durement touchée, fut restaurée avec soin dans le respect de son architecture naxie. Elle fut inscrite au patrimoine mondial de l'UNESCO en décembre 1997.</p>` +
          `<p>Chaque 3 février, Lijiang se souvient de ses victimes et de l'élan de solidarité qui permit sa reconstruction.</p>`,
      },
    },
    {
      key: 'shigu-1936',
      objectType: 'GROUP',
      period: '1936',
      memorialDate: '',
      text: {
        name: `Les soldats de l'Armée rouge passés par Shigu`,
        summary: `Au printemps 1936, pendant la Longue Marche, les 2e et 6e corps de l'Armée rouge franchirent le Yangtsé au bac de Shigu, près de Lijiang ; beaucoup de ces soldats moururent dans les étapes suivantes.`,
        content:
          `<p>En avril 1936, au cours de la Longue Marche, les 2e et 6e corps de l'Armée rouge atteignirent le fleuve Jinsha, le cours supérieur du Yangtsé, à Shigu, au sud-ouest de Lijiang. Avec l'aide des bateliers des villages voisins, ils franchirent le fleuve en quelques jours.</p>` +
          `<p>Beaucoup de ces soldats moururent dans les étapes qui suivirent, à travers les montagnes enneigées et les prairies du nord. Un monument commémoratif se dresse aujourd'hui à Shigu, au bord du fleuve.</p>`,
      },
    },
  ],
  site620200: [
    {
      key: 'jiayuguan-builders',
      objectType: 'GROUP',
      period: '1372',
      memorialDate: '',
      text: {
        name: '嘉峪关的修筑者与戍边将士',
        summary: '嘉峪关始建于明洪武五年（1372年），历代工匠、民夫和戍边将士在戈壁中筑关守关，大多没有留下姓名。',
        content:
          '<p>嘉峪关位于明长城西端，始建于明洪武五年（1372年），此后历时一百六十余年陆续修建，才有了今天的关城。</p>' +
          '<p>在戈壁荒漠中，无数工匠和民夫夯土筑城、烧砖运石，戍边将士在这里守卫关城和河西走廊。他们大多没有留下姓名。</p>' +
          '<p>今天的关城与长城遗址，是对他们最好的纪念。</p>',
      },
    },
    {
      key: 'west-route-army',
      objectType: 'GROUP',
      period: '1936-1937',
      memorialDate: '',
      text: {
        name: '西路军牺牲将士',
        summary: '1936年至1937年，红军西路军在河西走廊艰苦作战，大批将士牺牲。',
        content:
          '<p>1936年10月，红四方面军一部西渡黄河，组成西路军，进入河西走廊作战。在极其艰苦的条件下，西路军苦战数月，大部分将士牺牲或失散。</p>' +
          '<p>1937年春，幸存的四百余人组成左支队，经祁连山西进，到达新疆星星峡。</p>' +
          '<p>河西走廊的高台县建有中国工农红军西路军纪念馆，纪念西路军将士。</p>',
      },
    },
  ],
  site450300: [
    {
      key: 'guilin-1944',
      objectType: 'GROUP',
      period: '1944',
      memorialDate: '',
      text: {
        name: 'The defenders of Guilin (1944)',
        summary: `In the autumn of 1944 Chinese troops defended Guilin against the Japanese offensive. Several hundred of them fell in the caves of Seven Star Hill and rest in the Tomb of the Eight Hundred Heroes.`,
        content:
          `<p>In 1944 the Japanese army's great offensive reached Guangxi. From late October Chinese troops defended Guilin, street by street and hill by hill, until the city fell in November.</p>` +
          `<p>Several hundred defenders who held the caves of Seven Star Hill died there. In 1946 their remains were gathered and buried together at the foot of the hill; the grave, known as the Tomb of the Eight Hundred Heroes, stands in Seven Star Park today.</p>`,
      },
    },
    {
      key: 'xiang-river-1934',
      objectType: 'GROUP',
      period: '1934',
      memorialDate: '',
      text: {
        name: 'The Red Army soldiers who fell at the Xiang River (1934)',
        summary: `In late 1934, at the start of the Long March, the Central Red Army fought its way across the Xiang River in the north of Guilin; tens of thousands of its soldiers were killed or lost.`,
        content:
          `<p>From late November to early December 1934, at the start of the Long March, the Central Red Army fought its way across the Xiang River in what are now the Quanzhou, Xing'an and Guanyang counties of Guilin. It was one of the hardest battles of the Long March: the army, some 86,000 strong when it set out, numbered about 30,000 after the crossing.</p>` +
          `<p>A memorial park to the Red Army's crossing of the Xiang River stands in Xing'an, and a memorial park to the battle opened in Quanzhou in 2019.</p>`,
      },
    },
  ],
  site610100: [
    {
      key: 'huaxian-1556',
      objectType: 'EVENT',
      period: '1556',
      memorialDate: '01-23',
      text: {
        name: '1556年 華県地震の犠牲者',
        summary:
          '1556年1月23日、陝西の華県付近を震源とする大地震が起き、記録によれば約83万人が亡くなりました。歴史上最も多くの犠牲者を出した地震とされています。',
        content:
          '<p>明の嘉靖34年12月12日（1556年1月23日）、現在の渭南市華州区（当時の華県）付近を震源とする大地震が発生しました。揺れは陝西・山西・河南など広い地域に及び、西安も大きな被害を受けました。</p>' +
          '<p>記録によれば犠牲者は約83万人にのぼり、歴史上最も多くの死者を出した地震として知られています。多くの人が暮らしていた黄土の窯洞（ヤオトン）が崩れたことが、被害を大きくしたといわれます。</p>' +
          '<p>西安碑林に伝わる石碑の中にも、この地震で損なわれたものがあります。</p>',
      },
    },
    {
      key: 'xian-1926',
      objectType: 'GROUP',
      period: '1926',
      memorialDate: '',
      text: {
        name: '1926年 西安包囲戦の犠牲者',
        summary:
          '1926年、西安は約8か月にわたって包囲され、多くの市民と守備兵が飢えや戦闘で亡くなりました。犠牲者は革命公園に葬られています。',
        content:
          '<p>1926年の春から11月まで、西安は軍閥の軍隊に約8か月にわたって包囲されました。城内では食料が尽き、飢えや戦闘によって多くの市民と守備兵が亡くなりました。</p>' +
          '<p>包囲が解かれた後の1927年、犠牲者を葬り追悼するために城内に革命公園が造られました。公園は今も市民の憩いの場であり、追悼の場でもあります。</p>',
      },
    },
  ],
  site222400: [
    {
      key: 'yun-dong-ju',
      objectType: 'PERSON',
      period: '1917-1945',
      memorialDate: '02-16',
      text: {
        name: '시인 윤동주',
        summary:
          '룽징 명동촌에서 태어난 시인 윤동주(1917-1945)는 맑은 서정시를 남기고 1945년 2월 16일 후쿠오카 형무소에서 스물일곱의 나이로 세상을 떠났습니다.',
        content:
          '<p>윤동주는 1917년 12월 30일 지금의 룽징시 명동촌에서 태어났습니다. 룽징과 평양에서 중학교를 다니고 서울의 연희전문학교를 졸업한 뒤 일본으로 유학했습니다.</p>' +
          '<p>1943년 교토에서 독립운동 혐의로 체포되어 후쿠오카 형무소에 수감되었고, 1945년 2월 16일 그곳에서 세상을 떠났습니다. 유고 시집 『하늘과 바람과 별과 시』는 1948년에 출간되었습니다.</p>' +
          '<p>룽징에는 그의 묘소와 명동촌 생가가 있어, 해마다 많은 이들이 찾아와 시인을 기립니다.</p>',
      },
    },
    {
      key: 'anti-japanese-united-army',
      objectType: 'GROUP',
      period: '1932-1945',
      memorialDate: '',
      text: {
        name: '동북항일연군 전사들',
        summary: '1930년대부터 1945년까지 중국 동북 지역에서 일제에 맞서 싸운 항일 부대에는 많은 조선족 전사들이 함께했습니다.',
        content:
          '<p>1931년 만주사변 이후 중국 동북 지역 곳곳에서 항일 유격대가 일어났고, 1936년부터 동북항일연군으로 재편되었습니다. 연변에서도 수많은 조선족 청년들이 부대에 참가해 혹독한 추위와 굶주림 속에서 싸웠습니다.</p>' +
          '<p>많은 전사들이 이름을 남기지 못한 채 산과 숲에서 목숨을 잃었습니다. 옌지의 연변혁명열사릉원을 비롯한 연변 곳곳의 열사릉원과 기념비가 그들을 기리고 있습니다.</p>',
      },
    },
  ],
};

/** The service-menu entry (CS-WORSHIP: the home's worship variant) in each site language. */
export const MENU_NAME: InLanguages<string> = { CN: '缅怀', FRENCH: 'Hommage', EN: 'In memoriam', JAPANESE: '追悼', KOREAN: '추모' };
