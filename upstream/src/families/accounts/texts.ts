/** The accounts family's words: refusals of the sign-in, binding, session and profile calls, and new users' names. */
export const TEXTS = {
  /** A call that needs a signed-in caller and has none (or an expired / revoked token). */
  notLoggedIn: '登录已失效，请重新登录',
  badPhone: '手机号格式不正确',
  badCodeType: '验证码类型不正确',
  codeSent: '验证码已发送',
  tooFrequent: '发送过于频繁，请60秒后再试',
  wrongCode: '验证码错误',
  expiredCode: '验证码已过期',
  alreadyBound: '当前账号已绑定手机号',
  phoneTaken: '该手机号已被绑定',
  loggedOut: '退出成功',
  bindPhoneFirst: '请先绑定手机号',
  cancelled: '注销成功',
  openIdRequired: 'wechatOpenId不能为空',
  invitationRequired: '需要邀请码',
  invitationInvalid: '邀请码无效或已过期',
  /** loginOrRegister's message when the phone was new (a known phone answers "success"). */
  registered: '注册成功',
  urlRequired: 'url不能为空',
  /** registerSm4 with a phone that already has an account. */
  alreadyRegistered: '该手机号已注册，请直接登录',
  /** bindOpenId: the open id is another account's, or this account has another one. */
  openIdTaken: '该微信已绑定其他账号',
  openIdBoundOther: '当前账号已绑定其他微信',
  /** The messaging app's authorize page (development channel). */
  wechatAuthorizeTitle: '微信授权登录',
  wechatAuthorizeAsk: '文旅云申请获得你的公开信息（昵称、头像）',
  wechatAllow: '允许',
  wechatDeny: '拒绝',
  wechatBadRedirect: 'redirect_uri 参数错误',
  wechatBadAppid: 'appid 参数错误',
  wechatBadOpenId: 'openid 参数错误',
  badMonth: '月份格式不正确',
  profileSaved: '保存成功',
  nicknameRequired: '昵称不能为空',
  textTooLong: '输入内容过长',
  badEmail: '邮箱格式不正确',
  badIdCard: '身份证号格式不正确',
  realNameRequired: '身份证号须与真实姓名一同填写',
  badRegion: '地区编码不正确',
  avatarNotUploaded: '头像图片不存在，请重新上传',
  /** The nickname of a user registered by phone. */
  phoneUserName: (phone: string) => `用户${phone.slice(-4)}`,
  /** The nickname of a user registered by the messaging app. */
  openIdUserName: '微信用户',
} as const;

/** A demo user's profile (the demo users are Chengdu's: Chinese texts, Chengdu regions). */
export interface ProfileSeed {
  phone: string;
  signature: string;
  email: string;
  schoolName: string;
  companyName: string;
  realName: string;
  /** A valid mainland ID number (checksum and birth date), stored SM4-encrypted. */
  idNumber: string;
  regionCode: string;
  address: string;
}

export const PROFILE_SEED: readonly ProfileSeed[] = [
  {
    phone: '13800000001',
    signature: '在成都慢慢走，看遍老街和茶馆',
    email: 'rongcheng.traveller@example.cn',
    schoolName: '四川大学',
    companyName: '成都文旅云',
    realName: '李蓉',
    idNumber: '510104199003071237',
    regionCode: '510104',
    address: '红星路三段1号',
  },
  {
    phone: '13800000002',
    signature: '慢慢游，像猫一样晒太阳',
    email: 'slowcat@example.cn',
    schoolName: '',
    companyName: '',
    realName: '',
    idNumber: '',
    regionCode: '510107',
    address: '',
  },
  {
    phone: '13800000003',
    signature: '熊猫基地常客',
    email: '',
    schoolName: '成都理工大学',
    companyName: '',
    realName: '',
    idNumber: '',
    regionCode: '',
    address: '',
  },
  {
    phone: '13800000005',
    signature: '志愿服务，温暖同行',
    email: 'volunteer.li@example.cn',
    schoolName: '',
    companyName: '成都市文化馆',
    realName: '王立',
    idNumber: '510112199201180063',
    regionCode: '510112',
    address: '龙泉驿区驿都大道1号',
  },
];

/** Who follows whom among the demo users (follower's phone, followee's phone). */
export const FOLLOW_SEED: ReadonlyArray<readonly [follower: string, followee: string]> = [
  ['13800000002', '13800000001'],
  ['13800000003', '13800000001'],
  ['13800000004', '13800000001'],
  ['13800000005', '13800000001'],
  ['13800000001', '13800000002'],
  ['13800000001', '13800000005'],
  ['13800000003', '13800000005'],
];
