import type { UserErrorTexts } from '../../core/messages.ts';

type VolunteerErrorCode =
  | 'VOLUNTEER_REQUIRED'
  | 'VOLUNTEER_ALREADY_APPLIED'
  | 'PHONE_BINDING_REQUIRED'
  | 'BIRTH_DATE_INVALID'
  | 'SKILLS_INVALID'
  | 'SERVICE_AREAS_INVALID'
  | 'AVAILABILITY_REQUIRED'
  | 'IMAGE_REQUIRED'
  | 'TOO_MANY_IMAGES'
  | 'TEAM_NAME_TAKEN'
  | 'REGION_INVALID'
  | 'TEAM_NOT_APPROVED'
  | 'ALREADY_TEAM_MEMBER'
  | 'JOIN_ALREADY_PENDING'
  | 'REJOIN_BY_CODE_REFUSED'
  | 'TEAM_FULL'
  | 'NOT_TEAM_MEMBER'
  | 'TEAM_MANAGER_REQUIRED'
  | 'TEAM_FOUNDER_REQUIRED'
  | 'FOUNDER_MUST_TRANSFER'
  | 'FOUNDER_PROTECTED'
  | 'CANNOT_TARGET_SELF'
  | 'ALREADY_DECIDED'
  | 'INVITATION_INVALID'
  | 'DRAFT_STEP_INVALID'
  | 'DRAFT_PUBLISHED'
  | 'START_DATE_PAST'
  | 'TIME_RANGE_INVALID'
  | 'RECRUITMENT_DEADLINE_INVALID'
  | 'ACTIVITY_TOO_LONG'
  | 'SIGN_IN_POINT_REQUIRED'
  | 'RADIUS_OUT_OF_RANGE'
  | 'QUOTA_OUT_OF_RANGE'
  | 'POINTS_OUT_OF_RANGE'
  | 'RECRUITMENT_CLOSED'
  | 'ALREADY_APPLIED'
  | 'QUOTA_FULL'
  | 'CANCEL_TOO_LATE'
  | 'NOTHING_TO_CANCEL'
  | 'SHIFT_FULL'
  | 'SHIFT_STARTED'
  | 'SHIFT_ALREADY_PICKED'
  | 'ACTIVITY_SHIFT'
  | 'NOT_ON_SHIFT'
  | 'SIGN_IN_CLOSED'
  | 'OUT_OF_RANGE'
  | 'POSITION_REQUIRED'
  | 'ALREADY_SIGNED_IN'
  | 'NOT_SIGNED_IN'
  | 'ALREADY_SIGNED_OUT'
  | 'SIGN_OUT_CLOSED'
  | 'QR_INVALID'
  | 'QR_EXPIRED'
  | 'MAKE_UP_NOT_ALLOWED'
  | 'MAKE_UP_PENDING'
  | 'MAKE_UP_TIME_INVALID';

/**
 * The texts of the volunteer area's user errors. `{limit}` is the error's limit; for
 * OUT_OF_RANGE `{limitDistance}` is the distance (`limit`, metres) as the spec prints distances.
 */
export const volunteerErrorTexts: UserErrorTexts<VolunteerErrorCode> = {
  CN: {
    VOLUNTEER_REQUIRED: '仅注册志愿者可以操作，请先注册成为志愿者',
    VOLUNTEER_ALREADY_APPLIED: '您已提交志愿者申请或已是注册志愿者',
    PHONE_BINDING_REQUIRED: '请先绑定手机号',
    BIRTH_DATE_INVALID: '请填写正确的出生日期（须年满{limit}周岁）',
    SKILLS_INVALID: '请选择1到{limit}项技能特长',
    SERVICE_AREAS_INVALID: '请选择1到{limit}个服务领域',
    AVAILABILITY_REQUIRED: '请选择可服务时间',
    IMAGE_REQUIRED: '请上传图片',
    TOO_MANY_IMAGES: '最多上传{limit}张图片',
    TEAM_NAME_TAKEN: '团队名称已存在，请换一个名称',
    REGION_INVALID: '请选择所属区域',
    TEAM_NOT_APPROVED: '该团队尚未通过审核',
    ALREADY_TEAM_MEMBER: '您已是该团队成员',
    JOIN_ALREADY_PENDING: '您已申请加入，请等待管理员审核',
    REJOIN_BY_CODE_REFUSED: '您已被该团队移出或拒绝，不能凭邀请码加入，请重新申请',
    TEAM_FULL: '团队人数已满（{limit}人）',
    NOT_TEAM_MEMBER: '您不是该团队成员',
    TEAM_MANAGER_REQUIRED: '仅团队管理员或负责人可以操作',
    TEAM_FOUNDER_REQUIRED: '仅团队负责人可以操作',
    FOUNDER_MUST_TRANSFER: '团队负责人需先转让负责人身份才能退出团队',
    FOUNDER_PROTECTED: '不能对团队负责人进行此操作',
    CANNOT_TARGET_SELF: '不能对自己进行此操作',
    ALREADY_DECIDED: '该申请已处理',
    INVITATION_INVALID: '邀请码无效或已失效',
    DRAFT_STEP_INVALID: '请按顺序完成每一步后再继续',
    DRAFT_PUBLISHED: '活动已发布，不能再修改',
    START_DATE_PAST: '日期不能早于今天',
    TIME_RANGE_INVALID: '结束时间须晚于开始时间',
    RECRUITMENT_DEADLINE_INVALID: '招募截止日期须在今天与活动开始日期之间',
    ACTIVITY_TOO_LONG: '活动时间最长{limit}天',
    SIGN_IN_POINT_REQUIRED: '请设置签到点位置',
    RADIUS_OUT_OF_RANGE: '签到范围须在50米到{limit}米之间',
    QUOTA_OUT_OF_RANGE: '人数须在1到{limit}之间，且不少于已确认人数',
    POINTS_OUT_OF_RANGE: '活动积分须在0到{limit}之间',
    RECRUITMENT_CLOSED: '当前不在招募时间内',
    ALREADY_APPLIED: '您已报名该活动',
    QUOTA_FULL: '报名名额已满',
    CANCEL_TOO_LATE: '已开始，不能取消',
    NOTHING_TO_CANCEL: '没有可取消的报名',
    SHIFT_FULL: '该班次名额已满',
    SHIFT_STARTED: '该班次已开始',
    SHIFT_ALREADY_PICKED: '您已报名该班次',
    ACTIVITY_SHIFT: '活动班次由活动报名安排，请在活动中操作',
    NOT_ON_SHIFT: '未报名该班次，不能签到',
    SIGN_IN_CLOSED: '不在签到时间内（开始前30分钟至结束）',
    OUT_OF_RANGE: '您距签到点{limitDistance}，不在签到范围内',
    POSITION_REQUIRED: '无法获取您的位置，请开启定位后重试',
    ALREADY_SIGNED_IN: '您已签到，无需重复签到',
    NOT_SIGNED_IN: '尚未签到',
    ALREADY_SIGNED_OUT: '已签退',
    SIGN_OUT_CLOSED: '已超过签退时间，请申请补签',
    QR_INVALID: '签到码无效',
    QR_EXPIRED: '签到码已过期，请扫描最新的签到码',
    MAKE_UP_NOT_ALLOWED: '仅可对7天内结束、已报名但未签到的班次申请补签',
    MAKE_UP_PENDING: '您已提交该班次的补签申请',
    MAKE_UP_TIME_INVALID: '补签时间须在班次时间内，且签退晚于签到',
  },
  EN: {
    VOLUNTEER_REQUIRED: 'Only registered volunteers can do this. Please register as a volunteer first.',
    VOLUNTEER_ALREADY_APPLIED: 'You have already applied, or you are already a registered volunteer.',
    PHONE_BINDING_REQUIRED: 'Please bind your mobile number first.',
    BIRTH_DATE_INVALID: 'Please enter a valid date of birth (you must be at least {limit}).',
    SKILLS_INVALID: 'Choose 1 to {limit} skills.',
    SERVICE_AREAS_INVALID: 'Choose 1 to {limit} fields of service.',
    AVAILABILITY_REQUIRED: 'Choose when you can serve.',
    IMAGE_REQUIRED: 'Please upload a picture.',
    TOO_MANY_IMAGES: 'Upload at most {limit} pictures.',
    TEAM_NAME_TAKEN: 'A team with this name already exists; please choose another name.',
    REGION_INVALID: 'Please choose a region.',
    TEAM_NOT_APPROVED: 'This team has not been approved yet.',
    ALREADY_TEAM_MEMBER: 'You are already a member of this team.',
    JOIN_ALREADY_PENDING: 'You have already asked to join; a manager will decide.',
    REJOIN_BY_CODE_REFUSED: 'The team removed you or declined your request: ask to join again instead of using the invitation code.',
    TEAM_FULL: 'The team is full ({limit} members).',
    NOT_TEAM_MEMBER: 'You are not a member of this team.',
    TEAM_MANAGER_REQUIRED: 'Only the team’s managers or its founder can do this.',
    TEAM_FOUNDER_REQUIRED: 'Only the team’s founder can do this.',
    FOUNDER_MUST_TRANSFER: 'As the founder, hand the founder role to a member before leaving the team.',
    FOUNDER_PROTECTED: 'This cannot be done to the team’s founder.',
    CANNOT_TARGET_SELF: 'You cannot do this to yourself.',
    ALREADY_DECIDED: 'This application has already been decided.',
    INVITATION_INVALID: 'This invitation is not valid.',
    DRAFT_STEP_INVALID: 'Please complete the steps in order.',
    DRAFT_PUBLISHED: 'The activity is published and can no longer be changed.',
    START_DATE_PAST: 'The date cannot be in the past.',
    TIME_RANGE_INVALID: 'The end must be after the start.',
    RECRUITMENT_DEADLINE_INVALID: 'The recruitment deadline must be between today and the first day.',
    ACTIVITY_TOO_LONG: 'An activity lasts at most {limit} days.',
    SIGN_IN_POINT_REQUIRED: 'Please set the sign-in point.',
    RADIUS_OUT_OF_RANGE: 'The sign-in radius must be between 50 m and {limit} m.',
    QUOTA_OUT_OF_RANGE: 'The number of places must be 1 to {limit}, and not below the places taken.',
    POINTS_OUT_OF_RANGE: 'The points must be between 0 and {limit}.',
    RECRUITMENT_CLOSED: 'This activity is not recruiting now.',
    ALREADY_APPLIED: 'You have already applied to this activity.',
    QUOTA_FULL: 'All places are taken.',
    CANCEL_TOO_LATE: 'It has started and can no longer be cancelled.',
    NOTHING_TO_CANCEL: 'There is nothing to cancel.',
    SHIFT_FULL: 'This shift has no places left.',
    SHIFT_STARTED: 'This shift has already started.',
    SHIFT_ALREADY_PICKED: 'You have already picked this shift.',
    ACTIVITY_SHIFT: 'Activity shifts are staffed through the activity; change it there.',
    NOT_ON_SHIFT: 'You are not on this shift, so you cannot sign in.',
    SIGN_IN_CLOSED: 'Sign-in is not open (from 30 minutes before the start until the end).',
    OUT_OF_RANGE: 'You are {limitDistance} from the sign-in point, outside its range.',
    POSITION_REQUIRED: 'Your location is unavailable. Please allow location access and try again.',
    ALREADY_SIGNED_IN: 'You have already signed in.',
    NOT_SIGNED_IN: 'Not signed in yet.',
    ALREADY_SIGNED_OUT: 'Already signed out.',
    SIGN_OUT_CLOSED: 'Sign-out has closed; please request a make-up sign-in.',
    QR_INVALID: 'This sign-in code is not valid.',
    QR_EXPIRED: 'This sign-in code has expired; scan the current one.',
    MAKE_UP_NOT_ALLOWED: 'A make-up sign-in is only for a shift you were on but missed, within 7 days after it ended.',
    MAKE_UP_PENDING: 'You have already requested a make-up sign-in for this shift.',
    MAKE_UP_TIME_INVALID: 'The times must be within the shift, with the sign-out after the sign-in.',
  },
  FRENCH: {
    VOLUNTEER_REQUIRED: 'Réservé aux bénévoles inscrits. Inscrivez-vous d’abord comme bénévole.',
    VOLUNTEER_ALREADY_APPLIED: 'Vous avez déjà une candidature en cours, ou vous êtes déjà bénévole.',
    PHONE_BINDING_REQUIRED: 'Veuillez d’abord associer votre numéro de mobile.',
    BIRTH_DATE_INVALID: 'Veuillez saisir une date de naissance valide ({limit} ans au moins).',
    SKILLS_INVALID: 'Choisissez de 1 à {limit} compétences.',
    SERVICE_AREAS_INVALID: 'Choisissez de 1 à {limit} domaines d’intervention.',
    AVAILABILITY_REQUIRED: 'Indiquez vos disponibilités.',
    IMAGE_REQUIRED: 'Veuillez envoyer une image.',
    TOO_MANY_IMAGES: '{limit} images au maximum.',
    TEAM_NAME_TAKEN: 'Une équipe porte déjà ce nom ; choisissez-en un autre.',
    REGION_INVALID: 'Veuillez choisir un secteur.',
    TEAM_NOT_APPROVED: 'Cette équipe n’a pas encore été validée.',
    ALREADY_TEAM_MEMBER: 'Vous faites déjà partie de cette équipe.',
    JOIN_ALREADY_PENDING: 'Votre demande d’adhésion est en attente d’un responsable.',
    REJOIN_BY_CODE_REFUSED:
      'L’équipe vous a retiré ou a refusé votre demande : faites une nouvelle demande d’adhésion plutôt que d’utiliser le code d’invitation.',
    TEAM_FULL: 'L’équipe est complète ({limit} membres).',
    NOT_TEAM_MEMBER: 'Vous ne faites pas partie de cette équipe.',
    TEAM_MANAGER_REQUIRED: 'Seuls les responsables ou le fondateur de l’équipe peuvent le faire.',
    TEAM_FOUNDER_REQUIRED: 'Seul le fondateur de l’équipe peut le faire.',
    FOUNDER_MUST_TRANSFER: 'En tant que fondateur, transmettez ce rôle à un membre avant de quitter l’équipe.',
    FOUNDER_PROTECTED: 'Impossible pour le fondateur de l’équipe.',
    CANNOT_TARGET_SELF: 'Impossible de le faire pour vous-même.',
    ALREADY_DECIDED: 'Cette demande a déjà été traitée.',
    INVITATION_INVALID: 'Cette invitation n’est pas valable.',
    DRAFT_STEP_INVALID: 'Veuillez remplir les étapes dans l’ordre.',
    DRAFT_PUBLISHED: 'L’activité est publiée et ne peut plus être modifiée.',
    START_DATE_PAST: 'La date ne peut pas être passée.',
    TIME_RANGE_INVALID: 'La fin doit être postérieure au début.',
    RECRUITMENT_DEADLINE_INVALID: 'La date limite d’inscription doit se situer entre aujourd’hui et le premier jour.',
    ACTIVITY_TOO_LONG: 'Une activité dure au plus {limit} jours.',
    SIGN_IN_POINT_REQUIRED: 'Veuillez définir le point de pointage.',
    RADIUS_OUT_OF_RANGE: 'Le rayon de pointage doit être compris entre 50 m et {limit} m.',
    QUOTA_OUT_OF_RANGE: 'Le nombre de places doit aller de 1 à {limit}, sans être inférieur aux places prises.',
    POINTS_OUT_OF_RANGE: 'Les points doivent être compris entre 0 et {limit}.',
    RECRUITMENT_CLOSED: 'Les inscriptions à cette activité ne sont pas ouvertes.',
    ALREADY_APPLIED: 'Vous êtes déjà inscrit(e) à cette activité.',
    QUOTA_FULL: 'Toutes les places sont prises.',
    CANCEL_TOO_LATE: 'C’est déjà commencé : impossible d’annuler.',
    NOTHING_TO_CANCEL: 'Rien à annuler.',
    SHIFT_FULL: 'Ce créneau est complet.',
    SHIFT_STARTED: 'Ce créneau a déjà commencé.',
    SHIFT_ALREADY_PICKED: 'Vous avez déjà choisi ce créneau.',
    ACTIVITY_SHIFT: 'Les créneaux d’une activité se gèrent depuis l’activité.',
    NOT_ON_SHIFT: 'Vous n’êtes pas inscrit(e) à ce créneau : pointage impossible.',
    SIGN_IN_CLOSED: 'Le pointage n’est pas ouvert (de 30 minutes avant le début jusqu’à la fin).',
    OUT_OF_RANGE: 'Vous êtes à {limitDistance} du point de pointage, hors de son rayon.',
    POSITION_REQUIRED: 'Position indisponible. Autorisez la localisation et réessayez.',
    ALREADY_SIGNED_IN: 'Vous avez déjà pointé.',
    NOT_SIGNED_IN: 'Pas encore de pointage d’arrivée.',
    ALREADY_SIGNED_OUT: 'Départ déjà pointé.',
    SIGN_OUT_CLOSED: 'Le pointage de départ est fermé ; demandez un rattrapage.',
    QR_INVALID: 'Ce code de pointage n’est pas valable.',
    QR_EXPIRED: 'Ce code de pointage a expiré ; scannez le code actuel.',
    MAKE_UP_NOT_ALLOWED: 'Un rattrapage n’est possible que pour un créneau manqué, dans les 7 jours suivant sa fin.',
    MAKE_UP_PENDING: 'Vous avez déjà demandé un rattrapage pour ce créneau.',
    MAKE_UP_TIME_INVALID: 'Les heures doivent se situer dans le créneau, le départ après l’arrivée.',
  },
  JAPANESE: {
    VOLUNTEER_REQUIRED: '登録ボランティアのみ操作できます。先にボランティア登録をしてください。',
    VOLUNTEER_ALREADY_APPLIED: 'すでに申請済み、または登録ボランティアです。',
    PHONE_BINDING_REQUIRED: '先に携帯電話番号を連携してください。',
    BIRTH_DATE_INVALID: '正しい生年月日を入力してください（{limit}歳以上）。',
    SKILLS_INVALID: 'スキルを1〜{limit}個選んでください。',
    SERVICE_AREAS_INVALID: '活動分野を1〜{limit}個選んでください。',
    AVAILABILITY_REQUIRED: '活動可能な時間を選んでください。',
    IMAGE_REQUIRED: '画像をアップロードしてください。',
    TOO_MANY_IMAGES: '画像は最大{limit}枚です。',
    TEAM_NAME_TAKEN: 'この名前のチームはすでにあります。別の名前にしてください。',
    REGION_INVALID: '地域を選んでください。',
    TEAM_NOT_APPROVED: 'このチームはまだ承認されていません。',
    ALREADY_TEAM_MEMBER: 'すでにこのチームのメンバーです。',
    JOIN_ALREADY_PENDING: '参加申請済みです。管理者の審査をお待ちください。',
    REJOIN_BY_CODE_REFUSED: 'このチームから外されたか参加を断られたため、招待コードでは参加できません。改めて参加を申請してください。',
    TEAM_FULL: 'チームは満員です（{limit}人）。',
    NOT_TEAM_MEMBER: 'このチームのメンバーではありません。',
    TEAM_MANAGER_REQUIRED: 'チームの管理者または創設者のみ操作できます。',
    TEAM_FOUNDER_REQUIRED: 'チームの創設者のみ操作できます。',
    FOUNDER_MUST_TRANSFER: '創設者はチームを抜ける前に、創設者の役割をメンバーに譲ってください。',
    FOUNDER_PROTECTED: 'チームの創設者にはこの操作はできません。',
    CANNOT_TARGET_SELF: '自分自身にはこの操作はできません。',
    ALREADY_DECIDED: 'この申請はすでに処理されています。',
    INVITATION_INVALID: 'この招待は無効です。',
    DRAFT_STEP_INVALID: '手順を順番に完了してください。',
    DRAFT_PUBLISHED: '公開済みの活動は変更できません。',
    START_DATE_PAST: '過去の日付は指定できません。',
    TIME_RANGE_INVALID: '終了は開始より後にしてください。',
    RECRUITMENT_DEADLINE_INVALID: '募集締切日は今日から初日までの間にしてください。',
    ACTIVITY_TOO_LONG: '活動期間は最長{limit}日です。',
    SIGN_IN_POINT_REQUIRED: 'チェックイン地点を設定してください。',
    RADIUS_OUT_OF_RANGE: 'チェックイン範囲は50〜{limit}メートルにしてください。',
    QUOTA_OUT_OF_RANGE: '人数は1〜{limit}人、かつ確定済みの人数以上にしてください。',
    POINTS_OUT_OF_RANGE: 'ポイントは0〜{limit}にしてください。',
    RECRUITMENT_CLOSED: '現在は募集期間外です。',
    ALREADY_APPLIED: 'この活動にはすでに応募しています。',
    QUOTA_FULL: '定員に達しました。',
    CANCEL_TOO_LATE: '開始後は取り消せません。',
    NOTHING_TO_CANCEL: '取り消せる申込みはありません。',
    SHIFT_FULL: 'このシフトは満員です。',
    SHIFT_STARTED: 'このシフトはすでに始まっています。',
    SHIFT_ALREADY_PICKED: 'このシフトはすでに選択済みです。',
    ACTIVITY_SHIFT: '活動のシフトは活動の申込みで決まります。活動から操作してください。',
    NOT_ON_SHIFT: 'このシフトに入っていないため、チェックインできません。',
    SIGN_IN_CLOSED: 'チェックイン時間外です（開始30分前から終了まで）。',
    OUT_OF_RANGE: 'チェックイン地点から{limitDistance}離れていて、範囲外です。',
    POSITION_REQUIRED: '位置情報を取得できません。位置情報を許可して再度お試しください。',
    ALREADY_SIGNED_IN: 'すでにチェックイン済みです。',
    NOT_SIGNED_IN: 'まだチェックインしていません。',
    ALREADY_SIGNED_OUT: 'すでにチェックアウト済みです。',
    SIGN_OUT_CLOSED: 'チェックアウトの受付は終了しました。補完申請をしてください。',
    QR_INVALID: 'このチェックインコードは無効です。',
    QR_EXPIRED: 'チェックインコードの有効期限が切れました。最新のコードを読み取ってください。',
    MAKE_UP_NOT_ALLOWED: '補完申請は、参加予定でチェックインしなかったシフトの終了後7日以内のみです。',
    MAKE_UP_PENDING: 'このシフトの補完申請はすでに提出済みです。',
    MAKE_UP_TIME_INVALID: '時刻はシフトの時間内で、チェックアウトをチェックインより後にしてください。',
  },
  KOREAN: {
    VOLUNTEER_REQUIRED: '등록 봉사자만 할 수 있습니다. 먼저 봉사자로 등록하세요.',
    VOLUNTEER_ALREADY_APPLIED: '이미 신청했거나 등록 봉사자입니다.',
    PHONE_BINDING_REQUIRED: '먼저 휴대폰 번호를 연동하세요.',
    BIRTH_DATE_INVALID: '올바른 생년월일을 입력하세요(만 {limit}세 이상).',
    SKILLS_INVALID: '재능을 1~{limit}개 선택하세요.',
    SERVICE_AREAS_INVALID: '봉사 분야를 1~{limit}개 선택하세요.',
    AVAILABILITY_REQUIRED: '봉사 가능한 시간을 선택하세요.',
    IMAGE_REQUIRED: '사진을 올려 주세요.',
    TOO_MANY_IMAGES: '사진은 최대 {limit}장입니다.',
    TEAM_NAME_TAKEN: '같은 이름의 팀이 있습니다. 다른 이름을 쓰세요.',
    REGION_INVALID: '지역을 선택하세요.',
    TEAM_NOT_APPROVED: '이 팀은 아직 승인되지 않았습니다.',
    ALREADY_TEAM_MEMBER: '이미 이 팀의 멤버입니다.',
    JOIN_ALREADY_PENDING: '가입 신청을 이미 했습니다. 관리자의 심사를 기다리세요.',
    REJOIN_BY_CODE_REFUSED: '이 팀에서 제외되었거나 가입이 거절되어 초대 코드로는 가입할 수 없습니다. 다시 가입을 신청하세요.',
    TEAM_FULL: '팀 인원이 가득 찼습니다({limit}명).',
    NOT_TEAM_MEMBER: '이 팀의 멤버가 아닙니다.',
    TEAM_MANAGER_REQUIRED: '팀 관리자 또는 창립자만 할 수 있습니다.',
    TEAM_FOUNDER_REQUIRED: '팀 창립자만 할 수 있습니다.',
    FOUNDER_MUST_TRANSFER: '창립자는 팀을 나가기 전에 창립자 역할을 멤버에게 넘겨야 합니다.',
    FOUNDER_PROTECTED: '팀 창립자에게는 할 수 없는 작업입니다.',
    CANNOT_TARGET_SELF: '자기 자신에게는 할 수 없습니다.',
    ALREADY_DECIDED: '이미 처리된 신청입니다.',
    INVITATION_INVALID: '유효하지 않은 초대입니다.',
    DRAFT_STEP_INVALID: '단계를 순서대로 완료하세요.',
    DRAFT_PUBLISHED: '게시된 활동은 더 이상 수정할 수 없습니다.',
    START_DATE_PAST: '지난 날짜는 선택할 수 없습니다.',
    TIME_RANGE_INVALID: '종료는 시작보다 늦어야 합니다.',
    RECRUITMENT_DEADLINE_INVALID: '모집 마감일은 오늘부터 첫날 사이여야 합니다.',
    ACTIVITY_TOO_LONG: '활동 기간은 최대 {limit}일입니다.',
    SIGN_IN_POINT_REQUIRED: '출석 지점을 설정하세요.',
    RADIUS_OUT_OF_RANGE: '출석 반경은 50~{limit}미터여야 합니다.',
    QUOTA_OUT_OF_RANGE: '인원은 1~{limit}명이며 확정된 인원 이상이어야 합니다.',
    POINTS_OUT_OF_RANGE: '포인트는 0~{limit} 사이여야 합니다.',
    RECRUITMENT_CLOSED: '지금은 모집 기간이 아닙니다.',
    ALREADY_APPLIED: '이미 이 활동에 신청했습니다.',
    QUOTA_FULL: '정원이 모두 찼습니다.',
    CANCEL_TOO_LATE: '이미 시작되어 취소할 수 없습니다.',
    NOTHING_TO_CANCEL: '취소할 신청이 없습니다.',
    SHIFT_FULL: '이 근무 시간대는 정원이 찼습니다.',
    SHIFT_STARTED: '이 근무 시간대는 이미 시작되었습니다.',
    SHIFT_ALREADY_PICKED: '이미 이 근무 시간대를 선택했습니다.',
    ACTIVITY_SHIFT: '활동 근무는 활동 신청으로 배정됩니다. 활동에서 관리하세요.',
    NOT_ON_SHIFT: '이 근무에 배정되지 않아 출석할 수 없습니다.',
    SIGN_IN_CLOSED: '출석 시간이 아닙니다(시작 30분 전부터 종료까지).',
    OUT_OF_RANGE: '출석 지점에서 {limitDistance} 떨어져 있어 범위를 벗어났습니다.',
    POSITION_REQUIRED: '위치를 확인할 수 없습니다. 위치 권한을 허용하고 다시 시도하세요.',
    ALREADY_SIGNED_IN: '이미 출석했습니다.',
    NOT_SIGNED_IN: '아직 출석하지 않았습니다.',
    ALREADY_SIGNED_OUT: '이미 퇴근 처리했습니다.',
    SIGN_OUT_CLOSED: '퇴근 처리 시간이 지났습니다. 보충 출석을 신청하세요.',
    QR_INVALID: '유효하지 않은 출석 코드입니다.',
    QR_EXPIRED: '출석 코드가 만료되었습니다. 최신 코드를 스캔하세요.',
    MAKE_UP_NOT_ALLOWED: '보충 출석은 배정되었지만 출석하지 못한 근무에 대해 종료 후 7일 이내에만 신청할 수 있습니다.',
    MAKE_UP_PENDING: '이 근무의 보충 출석을 이미 신청했습니다.',
    MAKE_UP_TIME_INVALID: '시간은 근무 시간 안이어야 하며 퇴근이 출석보다 늦어야 합니다.',
  },
};
