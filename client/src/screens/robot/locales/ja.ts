/** The site robot's texts (t('robot.…')). */
export default {
  title: 'AIアシスタント',
  suggested: 'こんな質問ができます',
  placeholder: '質問を入力',
  send: '送信',
  thinking: '考えています…',
  search: '「{{question}}」を検索',
  failed: '回答を受け取れませんでした。しばらくしてからお試しください。',
  you: 'あなた',
  kinds: { PLACE: 'スポット', NEWS: 'ニュース', ACTIVITY: 'イベント' },
};
