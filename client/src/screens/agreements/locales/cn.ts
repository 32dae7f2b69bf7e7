/** The agreements family's texts (t('agreements.…')). */
export default {
  REGISTRATION: '用户注册协议',
  PRIVACY: '隐私政策',
  PUBLISHING: '用户发布协议',
  version: '版本 {{version}}',
  updated: '更新于 {{date}}',
  missing: '暂无该协议',
};
