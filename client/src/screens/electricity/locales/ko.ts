export default {
  title: '무료 충전',
  qrLabel: '무료 충전 코드 {{code}}',
  active: '사용 가능',
  finished: '종료',
  used: '{{total}}kWh 중 {{used}}kWh 사용',
  left: '남은 {{left}}kWh',
  validUntil: '{{date}}까지 유효',
  hint: '충전소에서 이 코드를 보여 주면 무료로 충전할 수 있습니다.',
  stations: '사용 가능한 충전소',
  go: '길찾기',
  none: '아직 무료 전력이 없습니다',
  unavailable: '이 사이트에서는 아직 무료 충전을 제공하지 않습니다',
};
