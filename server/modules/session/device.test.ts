import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko)';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko)';

describe('the device a session was opened on', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome, Android',
    ],
    [`${ANDROID} SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36`, 'Samsung Internet, Android'],
    [`${IPHONE} Version/17.5 Mobile/15E148 Safari/604.1`, 'Safari, iOS'],
    [`${IPHONE} CriOS/126.0 Mobile/15E148 Safari/604.1`, 'Chrome, iOS'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge, Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox, Linux'],
    [`${MAC} PinoyPlay/1.0 Chrome/140.0 Electron/45.0 Safari/537.36`, 'Pinoy Play app, macOS'],
    [
      'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 [FBAN/EMA;FBAV/400.0]',
      'Facebook, Android',
    ],
    ['curl/8.5.0', null],
    ['', null],
    [null, null],
  ])('%s is %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
