/** The site robot's texts (t('robot.…')). */
export default {
  title: 'AI 상담원',
  suggested: '이렇게 물어보세요',
  placeholder: '질문을 입력하세요',
  send: '보내기',
  thinking: '생각 중…',
  search: '「{{question}}」 검색하기',
  failed: '답변을 받지 못했습니다. 잠시 후 다시 시도하세요.',
  you: '나',
  kinds: { PLACE: '장소', NEWS: '소식', ACTIVITY: '행사' },
};
