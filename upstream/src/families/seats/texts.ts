/** What the seats family says to the user (refusals of the seat calls and of a seated sign-up). */
export const TEXTS = {
  notSeated: '该活动无需选座',
  noSuchSession: '场次不存在',
  outsideSignUp: '不在报名时间内',
  badSeats: '座位不存在',
  overMax: '超过单次可选座位数',
  seatsTaken: '所选座位已被占用',
  chooseSeats: '请先选择座位',
  released: '已释放座位',
} as const;
