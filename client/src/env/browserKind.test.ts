import { describe, expect, it } from 'vitest';
import { browserKindOf } from './browserKind';

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5197 MMWEBSDK/20230405 MMWEBID/2555 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.38(0x1800262c) NetType/WIFI Language/zh_CN';
const MINI_PROGRAM = `${ANDROID_WECHAT} miniProgram/wx5d1a7c3e9b2f4a60`;
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.5 Mobile/15E148 Safari/604.1';

describe('browserKindOf', () => {
  it("recognises the messaging app's browser on Android and iOS", () => {
    expect(browserKindOf(ANDROID_WECHAT)).toBe('messaging-app');
    expect(browserKindOf(IOS_WECHAT)).toBe('messaging-app');
  });

  it("recognises the messaging app's mini-program webview", () => {
    expect(browserKindOf(MINI_PROGRAM)).toBe('mini-program');
  });

  it('leaves every other browser ordinary', () => {
    expect(browserKindOf(SAFARI)).toBe('ordinary');
    expect(browserKindOf('')).toBe('ordinary');
    expect(browserKindOf('Mozilla/5.0 MicroMessengerX')).toBe('ordinary');
    expect(browserKindOf(`${SAFARI} miniProgram`)).toBe('ordinary');
  });
});
