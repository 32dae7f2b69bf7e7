/**
 * The line-contracts family's words: its refusals (the service's own, in Chinese as the vendor's
 * are; the gateway reads their meaning), the standard terms of a group-tour contract in every
 * demo site language, and the demo's words.
 */
import type { InLanguages } from '../demo.ts';

export const LINE_CONTRACT_TEXTS = {
  /** An unknown order, another user's, or one that is not a line order: the same answer. */
  notFound: '合同不存在',
  alreadySigned: '合同已签署',
  void: '合同已作废',
  notAgreed: '请阅读并同意合同条款',
  mismatch: '姓名或身份证号与出行人不一致',
  badSignature: '请上传手写签名',
} as const;

/** One numbered clause of the terms. */
export interface Clause {
  title: string;
  text: string;
}

/** The standard terms of a domestic group tour (after the national model contract), by language. */
export const TERMS: InLanguages<readonly Clause[]> = {
  CN: [
    { title: '行程与服务', text: '甲方按本合同约定的线路、日期和标准提供交通、住宿、餐饮、游览及导游服务，未经乙方同意不得擅自变更行程。' },
    { title: '费用', text: '合同价款包含行程中列明的服务费用；个人消费及行程外自费项目由乙方自行承担。' },
    { title: '安全与保险', text: '甲方已投保旅行社责任险，并提示乙方购买旅游意外险；乙方应遵守安全提示，照看好随身财物。' },
    { title: '变更与解除', text: '出发前乙方可解除合同，甲方按已发生的必要费用扣除后退还余款；因不可抗力无法成行的，双方均可解除合同。' },
    { title: '违约责任', text: '甲方未按约定提供服务的，应赔偿乙方损失；乙方无故脱团的，视为自动放弃未完成的服务。' },
    { title: '争议解决', text: '双方协商解决；协商不成的，可向旅游主管部门投诉，或依法向人民法院提起诉讼。' },
  ],
  EN: [
    {
      title: 'Itinerary and services',
      text: 'Party A provides transport, lodging, meals, sightseeing and a guide on the line, dates and standard agreed here, and does not change the itinerary without Party B’s consent.',
    },
    {
      title: 'Price',
      text: 'The price covers the services listed in the itinerary; personal spending and optional extras are Party B’s own.',
    },
    {
      title: 'Safety and insurance',
      text: 'Party A holds travel agency liability insurance and advises Party B to buy travel accident insurance; Party B follows the safety advice and looks after their belongings.',
    },
    {
      title: 'Changes and cancellation',
      text: 'Before departure Party B may cancel; Party A refunds the balance after the necessary costs already incurred. Either party may cancel when force majeure prevents the tour.',
    },
    {
      title: 'Breach',
      text: 'Party A compensates Party B for services not provided as agreed; Party B leaving the group without cause gives up the services not yet used.',
    },
    {
      title: 'Disputes',
      text: 'The parties settle disputes by agreement; failing that, either may complain to the tourism authority or go to the people’s court.',
    },
  ],
  FRENCH: [
    {
      title: 'Itinéraire et prestations',
      text: 'La partie A fournit transport, hébergement, repas, visites et guide selon la ligne, les dates et le niveau convenus, et ne modifie pas l’itinéraire sans l’accord de la partie B.',
    },
    {
      title: 'Prix',
      text: 'Le prix couvre les prestations de l’itinéraire ; les dépenses personnelles et les options restent à la charge de la partie B.',
    },
    {
      title: 'Sécurité et assurance',
      text: 'La partie A est assurée en responsabilité civile d’agence et conseille à la partie B une assurance accident voyage ; la partie B suit les consignes de sécurité et veille sur ses affaires.',
    },
    {
      title: 'Modification et résiliation',
      text: 'Avant le départ, la partie B peut résilier ; la partie A rembourse le solde après les frais nécessaires déjà engagés. En cas de force majeure, chaque partie peut résilier.',
    },
    {
      title: 'Manquements',
      text: 'La partie A indemnise la partie B des prestations non fournies ; la partie B qui quitte le groupe sans motif renonce aux prestations restantes.',
    },
    {
      title: 'Litiges',
      text: 'Les parties règlent leurs litiges à l’amiable ; à défaut, elles peuvent saisir l’autorité du tourisme ou le tribunal populaire.',
    },
  ],
  JAPANESE: [
    {
      title: '旅程とサービス',
      text: '甲は本契約で定めたコース・日程・基準に従い、交通・宿泊・食事・観光・ガイドを提供し、乙の同意なく旅程を変更しない。',
    },
    { title: '料金', text: '契約金額は旅程に記載されたサービスを含む。個人的な支出および任意の追加項目は乙の負担とする。' },
    {
      title: '安全と保険',
      text: '甲は旅行業者賠償責任保険に加入し、乙に旅行傷害保険の加入を勧める。乙は安全上の注意に従い、所持品を管理する。',
    },
    {
      title: '変更と解除',
      text: '出発前に乙は契約を解除でき、甲は既に発生した必要費用を差し引いて残額を返金する。不可抗力の場合はいずれも解除できる。',
    },
    {
      title: '違約責任',
      text: '甲が約定どおりサービスを提供しない場合は乙の損害を賠償する。乙が正当な理由なく離団した場合、未提供のサービスを放棄したものとする。',
    },
    { title: '紛争の解決', text: '双方は協議により解決する。協議が整わない場合は観光主管部門に申し立てるか、人民法院に提訴できる。' },
  ],
  KOREAN: [
    {
      title: '일정과 서비스',
      text: '갑은 본 계약에서 정한 노선, 일정, 기준에 따라 교통, 숙박, 식사, 관광, 가이드를 제공하며 을의 동의 없이 일정을 변경하지 않는다.',
    },
    { title: '요금', text: '계약 금액은 일정에 명시된 서비스를 포함한다. 개인 지출과 선택 항목은 을이 부담한다.' },
    {
      title: '안전과 보험',
      text: '갑은 여행사 책임보험에 가입하고 을에게 여행자 상해보험 가입을 권한다. 을은 안전 안내를 따르고 소지품을 관리한다.',
    },
    {
      title: '변경과 해지',
      text: '출발 전 을은 계약을 해지할 수 있으며, 갑은 이미 발생한 필요 비용을 공제한 잔액을 환불한다. 불가항력의 경우 양측 모두 해지할 수 있다.',
    },
    {
      title: '위약 책임',
      text: '갑이 약정대로 서비스를 제공하지 않으면 을의 손해를 배상한다. 을이 정당한 이유 없이 이탈하면 남은 서비스를 포기한 것으로 본다.',
    },
    {
      title: '분쟁 해결',
      text: '양측은 협의로 해결한다. 협의가 되지 않으면 관광 주관 부서에 민원을 제기하거나 인민법원에 소송을 제기할 수 있다.',
    },
  ],
};

/** The demo's words by language: the agency when the site lists none, the emergency contact, a companion, two lines. */
export interface DemoWords {
  agency: { name: string; licenseNo: string; phone: string };
  emergency: { name: string; phone: string };
  companion: string;
  lines: readonly [string, string];
}

export const DEMO_WORDS: InLanguages<DemoWords> = {
  CN: {
    agency: { name: '文旅云国际旅行社有限公司', licenseNo: 'L-SC-CJ00001', phone: '028-86000000' },
    emergency: { name: '李明', phone: '13900000001' },
    companion: '王芳',
    lines: ['古城文化两日游', '雪山草甸三日游'],
  },
  EN: {
    agency: { name: 'Culture Cloud International Travel Service', licenseNo: 'L-GX-CJ00001', phone: '0773-2800000' },
    emergency: { name: 'Li Ming', phone: '13900000001' },
    companion: 'Wang Fang',
    lines: ['Li River and Yangshuo, 2 days', 'Longji rice terraces, 3 days'],
  },
  FRENCH: {
    agency: { name: 'Agence de voyages internationale Culture Cloud', licenseNo: 'L-YN-CJ00001', phone: '0888-5100000' },
    emergency: { name: 'Li Ming', phone: '13900000001' },
    companion: 'Wang Fang',
    lines: ['Vieille ville et Baisha, 2 jours', 'Montagne du Dragon de Jade, 3 jours'],
  },
  JAPANESE: {
    agency: { name: '文旅クラウド国際旅行社', licenseNo: 'L-SN-CJ00001', phone: '029-88000000' },
    emergency: { name: '李明', phone: '13900000001' },
    companion: '王芳',
    lines: ['兵馬俑と華清宮 2日間', '華山登山 3日間'],
  },
  KOREAN: {
    agency: { name: '문여 클라우드 국제여행사', licenseNo: 'L-JL-CJ00001', phone: '0433-2500000' },
    emergency: { name: '리밍', phone: '13900000001' },
    companion: '왕팡',
    lines: ['연길 시내와 모아산 2일', '백두산 3일'],
  },
};
