export default {
  title: '缅怀',
  platform: '国家公祭',
  local: '本地缅怀',
  day: '每年{{date}}',
  tributes_other: '{{count}}人次缅怀',
  empty: '暂无缅怀对象',
  more: '阅读全文',
  less: '收起',
};
