export default { notFound: 'この観光地は存在しないか、公開を終了しました', of: '観光地：' };
