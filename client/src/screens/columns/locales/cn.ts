export default { title: '专栏', notFound: '栏目不存在或已下线', noChannels: '暂无栏目', articles_other: '{{count}} 篇' };
