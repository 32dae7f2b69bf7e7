/** The site family's texts (t('site.…')). */
export default {
  stop: {
    title: '서비스 중단',
    message: '이 사이트의 서비스가 중단되었습니다. 불편을 드려 죄송합니다.',
  },
  invitation: {
    title: '초대',
    message: '이 사이트는 초대를 받아야 이용할 수 있습니다. 초대한 분께 초대 링크를 요청해 주세요.',
  },
  testing: {
    title: '테스트 중인 사이트',
    message: '이 사이트는 테스트 중이라 지금은 테스터만 이용할 수 있습니다. 테스터라면 테스트 계정으로 로그인해 주세요.',
    switchAccount: '다른 계정으로 로그인',
  },
  services: {
    sections: {
      PLACES: '가볼 만한 곳',
      CULTURE: '문화·소식',
      ACTIVITIES: '행사·자원봉사',
      TRAVEL: '교통·이동',
      SERVICES: '서비스·도움말',
      MINE: '마이',
      OTHER: '더보기',
    },
  },
};
