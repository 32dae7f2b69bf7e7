/**
 * What the volunteer family writes itself: its refusals (`REFUSALS`, in Chinese on every site, as
 * the vendor answers them), and its messages, points titles and the seed's stock phrases in every
 * demo site language: the routes and the seed take `wordsOf(site)` and write in the site's
 * language (CN and FRENCH are the vendor's original wordings).
 */
import type { SiteRow } from '../../context.ts';
import { GUILIN, XIAN, YANBIAN, type SiteGeo } from '../places/index.ts';
import { siteLanguageOf, type InLanguages, type SiteLanguage } from '../demo.ts';

/**
 * Every refusal the family's calls answer with, one entry per text. The gateway tells them apart
 * by these exact words (its volunteers refusals), so a text changes only together with it.
 */
export const REFUSALS = {
  /** A sign-in that is not the caller's, or none. */
  signInNotFound: '签到记录不存在',
  // who may act
  phoneNotBound: '请先绑定手机号',
  volunteersOnly: '仅注册志愿者可以操作',
  managersOnly: '仅团队管理员可以操作',
  founderOnly: '仅团队负责人可以操作',
  // form values shared by teams, activities and shifts
  badDate: '日期格式不正确',
  badMonth: '月份格式不正确',
  endNotAfterStart: '结束时间须晚于开始时间',
  serviceTypeMissing: '请选择服务类型',
  signInPointMissing: '请选择签到点',
  badSignInRadius: '签到范围不正确',
  // a request a manager already decided (join, shift pick, make-up)
  alreadyDecided: '该申请已处理',

  // volunteers and their applications
  volunteerNotFound: '志愿者不存在',
  realNameMissing: '请填写真实姓名',
  badPhone: '手机号格式不正确',
  genderMissing: '请选择性别',
  badBirthday: '出生日期不正确',
  skillsMissing: '请选择技能特长',
  serviceAreasMissing: '请选择服务领域',
  availabilityMissing: '请选择服务时间',
  photoMissing: '请上传本人照片',
  introTooLong: '个人简介过长',
  volunteerApplicationPending: '您已提交志愿者申请，请等待审核',
  alreadyVolunteer: '您已是注册志愿者',

  // teams
  teamNotFound: '团队不存在',
  teamNotApproved: '团队尚未通过审核',
  projectNotFound: '项目不存在',
  teamNameMissing: '请填写团队名称',
  teamLogoMissing: '请上传团队标志',
  badRegion: '所属区域不正确',
  teamIntroMissing: '请填写团队简介',
  teamNameTaken: '团队名称已存在',
  noticeTitleMissing: '请填写通知标题',
  noticeContentMissing: '请填写通知内容',

  // membership
  invitationInvalid: '邀请码无效',
  joinReasonTooLong: '申请理由过长',
  alreadyMember: '您已是团队成员',
  joinPending: '您已申请加入，请等待审核',
  /** An invitation code shown by a person the team removed or turned down. */
  rejoinByCode: '您已被该团队移出或拒绝，不能凭邀请码加入，请重新申请',
  teamFull: '团队人数已满',
  notMember: '您不是团队成员',
  founderMustTransfer: '请先转让团队负责人',
  memberNotFound: '成员不存在',
  founderNotRemovable: '不能移除团队负责人',
  selfNotRemovable: '不能移除自己',

  // activities: drafts, publishing, applications
  activityNotFound: '活动不存在',
  badStep: '步骤不正确',
  previousStepFirst: '请先完成上一步',
  publishedNotEditable: '活动已发布，不能修改',
  alreadyPublished: '活动已发布',
  activityNameMissing: '请填写活动名称',
  activitySummaryMissing: '请填写活动介绍',
  tooManyImages: '图片过多',
  badImage: '图片无效',
  startBeforeToday: '开始日期不能早于今天',
  activityTooLong: (maxDays: number) => `活动最长${maxDays}天`,
  badRecruitEnd: '招募截止日期不正确',
  activityAddressMissing: '请填写活动地点',
  badRecruitQuota: '招募人数不正确',
  requirementTooLong: '招募要求过长',
  badActivityPoints: '活动积分不正确',
  notRecruiting: '不在招募时间内',
  remarkTooLong: '备注过长',
  alreadyApplied: '您已报名该活动',
  noApplicationToCancel: '没有可取消的报名',
  activityStarted: '活动已开始，不能取消',
  applicationNotFound: '报名不存在',
  badAuditResult: '审核结果不正确',
  applicationDecided: '该报名已处理',
  activityFull: '报名名额已满',

  // shifts and picks
  shiftNotFound: '班次不存在',
  shiftTitleMissing: '请填写班次名称',
  pastDate: '不能安排过去的日期',
  badShiftQuota: '班次人数不正确',
  activityShiftNotEditable: '活动班次请在活动中修改',
  quotaBelowApproved: '班次人数不能少于已通过人数',
  activityShiftNotPickable: '活动班次请报名活动',
  shiftStarted: '班次已开始',
  alreadyPicked: '您已报名该班次',
  shiftFull: '该班次名额已满',
  noPickToCancel: '没有可取消的排班',
  pickNotFound: '排班申请不存在',

  // sign-in and sign-out (the caller's own, or a manager's for a member)
  badSignInType: '签到方式不正确',
  codeExpired: '二维码已过期',
  codeInvalid: '二维码无效',
  locationOff: '请开启定位后签到',
  outOfRange: (metres: number) => `不在签到范围内（距签到点${metres}米）`,
  notOnShift: '您未报名该班次',
  memberNotOnShift: '该成员未报名该班次',
  notSignInTime: '不在签到时间内',
  alreadySignedIn: '您已签到',
  memberAlreadySignedIn: '该成员已签到',
  notSignedIn: '您尚未签到',
  memberNotSignedIn: '该成员尚未签到',
  alreadySignedOut: '您已签退',
  memberAlreadySignedOut: '该成员已签退',
  signOutClosed: '已超过签退时间',

  // make-up requests for a missed sign-in
  makeUpReasonMissing: '请填写补签原因',
  makeUpOutsideShift: '补签时间不在班次时间内',
  makeUpNotAllowed: '该班次不能补签',
  makeUpPending: '您已提交补签申请',
  makeUpNotFound: '补签申请不存在',

  // the platform's audit desk (development controls)
  noPendingApplication: '没有待审核的申请',
  noPendingTeam: '没有待审核的团队',
  userNotFound: '用户不存在',
} as const;

export interface VolunteerWords {
  /** The platform's decision on a volunteer application. */
  registration: { approved: string; rejected: string; welcome: string };
  /** A manager's decision on an activity application: approved (1), rejected (2), reserve list (3). */
  activityAudit: Readonly<Record<'1' | '2' | '3', string>>;
  /** The message about an activity; `reason` only on a rejection that gave one. */
  activity(name: string, reason: string | null): string;
  /** A manager's decision on a shift pick. */
  pick: { approved: string; rejected: string };
  /** A manager's decision on a make-up request. */
  makeUp: { approved: string; rejected: string };
  /** What follows a refusal's text when the manager gave a reason. */
  reasonSuffix(reason: string): string;
  /** A manager's decision on a join request. */
  join: { approved: string; rejected: string; welcome(team: string): string; refused(team: string, reason: string): string };
  /** The founder role handed over. */
  transfer: { title: string; content(team: string): string };
  /** An honour earned: its points' title and its message. */
  honour: { points(name: string): string; title: string; content(name: string): string };
  /** Points of a completed service and of a first completed activity. */
  service(shift: string, hours: string): string;
  activityDone(name: string): string;
  /** The seed's stock phrases. */
  seed: {
    volunteerIntro: string;
    photoRejected: string;
    founderIntro: string;
    managerIntro: string;
    joinReason: string;
    applicationRemark: string;
  };
}

export const WORDS: InLanguages<VolunteerWords> = {
  CN: {
    registration: { approved: '志愿者注册已通过', rejected: '志愿者注册未通过', welcome: '欢迎成为注册志愿者。' },
    activityAudit: { '1': '报名已通过', '2': '报名未通过', '3': '已列入储备名单' },
    activity: (name, reason) => `活动“${name}”${reason ? `：${reason}` : ''}`,
    pick: { approved: '排班已确认', rejected: '排班未通过' },
    makeUp: { approved: '补签申请已通过', rejected: '补签申请未通过' },
    reasonSuffix: (reason) => `：${reason}`,
    join: {
      approved: '入队申请已通过',
      rejected: '入队申请未通过',
      welcome: (team) => `欢迎加入“${team}”。`,
      refused: (team, reason) => `您加入“${team}”的申请未通过${reason ? `：${reason}` : '。'}`,
    },
    transfer: { title: '您已成为团队负责人', content: (team) => `“${team}”的负责人已转让给您。` },
    honour: { points: (name) => `荣誉奖励：${name}`, title: '获得新荣誉', content: (name) => `恭喜您获得“${name}”荣誉。` },
    service: (shift, hours) => `服务时长：${shift}（${hours}小时）`,
    activityDone: (name) => `完成活动：${name}`,
    seed: {
      volunteerIntro: '热爱家乡，乐于助人，希望用行动传递温暖。',
      photoRejected: '照片不清晰，请重新上传',
      founderIntro: '团队创始人，负责团队日常管理。',
      managerIntro: '负责排班和签到管理。',
      joinReason: '希望为家乡文旅出一份力。',
      applicationRemark: '周末都有空。',
    },
  },
  FRENCH: {
    registration: { approved: 'Vous êtes bénévole', rejected: 'Candidature non retenue', welcome: 'Bienvenue parmi les bénévoles.' },
    activityAudit: { '1': 'Inscription acceptée', '2': 'Inscription refusée', '3': 'Inscription en liste de réserve' },
    activity: (name, reason) => `Activité « ${name} »${reason ? ` : ${reason}` : ''}`,
    pick: { approved: 'Créneau confirmé', rejected: 'Créneau non retenu' },
    makeUp: { approved: 'Pointage rattrapé accepté', rejected: 'Pointage rattrapé refusé' },
    reasonSuffix: (reason) => ` : ${reason}`,
    join: {
      approved: 'Demande d’adhésion acceptée',
      rejected: 'Demande d’adhésion refusée',
      welcome: (team) => `Bienvenue dans l’équipe « ${team} ».`,
      refused: (team, reason) => `Votre demande pour « ${team} » n’a pas été retenue${reason ? ` : ${reason}` : '.'}`,
    },
    transfer: { title: 'Vous êtes responsable de l’équipe', content: (team) => `La responsabilité de « ${team} » vous a été transmise.` },
    honour: {
      points: (name) => `Distinction : ${name}`,
      title: 'Nouvelle distinction',
      content: (name) => `Félicitations, vous avez obtenu la distinction « ${name} ».`,
    },
    service: (shift, hours) => `Service : ${shift} (${hours} h)`,
    activityDone: (name) => `Activité accomplie : ${name}`,
    seed: {
      volunteerIntro: 'Bénévole engagé(e) au service des visiteurs.',
      photoRejected: 'Photo illisible, merci d’en envoyer une autre.',
      founderIntro: 'Fondateur de l’équipe.',
      managerIntro: 'Coordinateur des créneaux.',
      joinReason: 'Je souhaite aider les visiteurs.',
      applicationRemark: 'Disponible tout le week-end.',
    },
  },
  EN: {
    registration: {
      approved: 'Volunteer registration approved',
      rejected: 'Volunteer registration not approved',
      welcome: 'Welcome aboard: you are now a registered volunteer.',
    },
    activityAudit: { '1': 'Application accepted', '2': 'Application declined', '3': 'Placed on the reserve list' },
    activity: (name, reason) => `Activity “${name}”${reason ? `: ${reason}` : ''}`,
    pick: { approved: 'Shift confirmed', rejected: 'Shift request declined' },
    makeUp: { approved: 'Make-up sign-in approved', rejected: 'Make-up sign-in declined' },
    reasonSuffix: (reason) => `: ${reason}`,
    join: {
      approved: 'Join request accepted',
      rejected: 'Join request declined',
      welcome: (team) => `Welcome to “${team}”.`,
      refused: (team, reason) => `Your request to join “${team}” was declined${reason ? `: ${reason}` : '.'}`,
    },
    transfer: {
      title: 'You now lead the team',
      content: (team) => `You are now the founder of “${team}”: the role was handed over to you.`,
    },
    honour: {
      points: (name) => `Honour: ${name}`,
      title: 'New honour earned',
      content: (name) => `Congratulations, you have earned the “${name}” honour.`,
    },
    service: (shift, hours) => `Service: ${shift} (${hours} h)`,
    activityDone: (name) => `Activity completed: ${name}`,
    seed: {
      volunteerIntro: 'Loves my home town and enjoys helping visitors find their way.',
      photoRejected: 'The photo is not clear; please upload another one.',
      founderIntro: 'Team founder, in charge of the day-to-day running of the team.',
      managerIntro: 'Coordinates the shifts and sign-ins.',
      joinReason: 'I would like to help the visitors to my home town.',
      applicationRemark: 'Free all weekend.',
    },
  },
  JAPANESE: {
    registration: {
      approved: 'ボランティア登録が承認されました',
      rejected: 'ボランティア登録は承認されませんでした',
      welcome: '登録ボランティアへようこそ。これからよろしくお願いします。',
    },
    activityAudit: { '1': '参加申込が承認されました', '2': '参加申込は承認されませんでした', '3': '補欠リストに登録されました' },
    activity: (name, reason) => `活動「${name}」${reason ? `：${reason}` : ''}`,
    pick: { approved: 'シフトが確定しました', rejected: 'シフトの希望は承認されませんでした' },
    makeUp: { approved: '打刻修正の申請が承認されました', rejected: '打刻修正の申請は承認されませんでした' },
    reasonSuffix: (reason) => `：${reason}`,
    join: {
      approved: 'チームへの参加申請が承認されました',
      rejected: 'チームへの参加申請は承認されませんでした',
      welcome: (team) => `「${team}」へようこそ。`,
      refused: (team, reason) => `「${team}」への参加申請は承認されませんでした${reason ? `：${reason}` : '。'}`,
    },
    transfer: { title: 'チームの代表になりました', content: (team) => `「${team}」の代表があなたに引き継がれました。` },
    honour: {
      points: (name) => `表彰：${name}`,
      title: '新しい表彰を受けました',
      content: (name) => `おめでとうございます。「${name}」の表彰を受けました。`,
    },
    service: (shift, hours) => `活動時間：${shift}（${hours}時間）`,
    activityDone: (name) => `活動の完了：${name}`,
    seed: {
      volunteerIntro: 'ふるさとが大好きで、観光客のお役に立てることがうれしいです。',
      photoRejected: '写真が不鮮明です。別の写真をアップロードしてください。',
      founderIntro: 'チームの創設者として、日々の運営を担当しています。',
      managerIntro: 'シフトと出欠の管理を担当しています。',
      joinReason: 'ふるさとの観光のお役に立ちたいです。',
      applicationRemark: '週末はいつでも参加できます。',
    },
  },
  KOREAN: {
    registration: {
      approved: '자원봉사자 등록이 승인되었습니다',
      rejected: '자원봉사자 등록이 승인되지 않았습니다',
      welcome: '등록 자원봉사자가 되신 것을 환영합니다.',
    },
    activityAudit: { '1': '참가 신청이 승인되었습니다', '2': '참가 신청이 승인되지 않았습니다', '3': '예비 명단에 올랐습니다' },
    activity: (name, reason) => `“${name}” 활동${reason ? `: ${reason}` : ''}`,
    pick: { approved: '봉사 일정이 확정되었습니다', rejected: '봉사 일정 신청이 승인되지 않았습니다' },
    makeUp: { approved: '보충 출석 신청이 승인되었습니다', rejected: '보충 출석 신청이 승인되지 않았습니다' },
    reasonSuffix: (reason) => `: ${reason}`,
    join: {
      approved: '팀 가입 신청이 승인되었습니다',
      rejected: '팀 가입 신청이 승인되지 않았습니다',
      welcome: (team) => `“${team}”에 오신 것을 환영합니다.`,
      refused: (team, reason) => `“${team}” 가입 신청이 승인되지 않았습니다${reason ? `: ${reason}` : '.'}`,
    },
    transfer: { title: '팀 대표가 되었습니다', content: (team) => `“${team}”의 대표 자리가 회원님께 넘어왔습니다.` },
    honour: {
      points: (name) => `표창: ${name}`,
      title: '새 표창을 받았습니다',
      content: (name) => `축하합니다. “${name}” 표창을 받으셨습니다.`,
    },
    service: (shift, hours) => `봉사 시간: ${shift} (${hours}시간)`,
    activityDone: (name) => `활동 완료: ${name}`,
    seed: {
      volunteerIntro: '고향을 사랑하고 관광객을 돕는 일에서 보람을 느낍니다.',
      photoRejected: '사진이 선명하지 않습니다. 다른 사진을 올려 주세요.',
      founderIntro: '팀 창립자로 팀의 일상 운영을 맡고 있습니다.',
      managerIntro: '봉사 일정과 출석 관리를 맡고 있습니다.',
      joinReason: '고향의 관광을 위해 힘을 보태고 싶습니다.',
      applicationRemark: '주말에는 언제든 참여할 수 있습니다.',
    },
  },
};

/** The site's language (its sites row's site_language). */
export function languageOf(site: Pick<SiteRow, 'site_language'>): SiteLanguage {
  return siteLanguageOf(site.site_language);
}

/** What the family writes on `site`, in its language. */
export function wordsOf(site: Pick<SiteRow, 'site_language'>): VolunteerWords {
  return WORDS[languageOf(site)];
}

/**
 * The language sites' counties, named in their language (the division's names are Chinese): a
 * team's region name on these sites, seeded or created. The Chinese and French sites keep the
 * division's names.
 */
const SITE_GEOS: Readonly<Record<string, SiteGeo>> = { site450300: GUILIN, site610100: XIAN, site222400: YANBIAN };

export function siteGeoOf(siteCode: string): SiteGeo | undefined {
  return SITE_GEOS[siteCode];
}

/** A county's name as the site writes it: its own label when it has one, else the division's `name`. */
export function countyNameOf(siteCode: string, region: string, name: string): string {
  return siteGeoOf(siteCode)?.counties.find((c) => c.code === region)?.label ?? name;
}
