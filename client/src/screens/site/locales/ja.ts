/** The site family's texts (t('site.…')). */
export default {
  stop: {
    title: 'サービス停止中',
    message: 'このサイトのサービスは停止されています。ご不便をおかけして申し訳ありません。',
  },
  invitation: {
    title: '招待',
    message: 'このサイトは招待制です。招待者に招待リンクを依頼してください。',
  },
  testing: {
    title: 'テスト中のサイト',
    message: 'このサイトはテスト中のため、現在はテスターのみ利用できます。テスターの方はテスト用アカウントでログインしてください。',
    switchAccount: '別のアカウントでログイン',
  },
  services: {
    sections: {
      PLACES: 'おでかけ先',
      CULTURE: '文化・ニュース',
      ACTIVITIES: 'イベント・ボランティア',
      TRAVEL: '交通・移動',
      SERVICES: 'サービス・ヘルプ',
      MINE: 'マイページ',
      OTHER: 'その他',
    },
  },
};
