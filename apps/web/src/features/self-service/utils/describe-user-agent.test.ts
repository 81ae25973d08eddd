import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './describe-user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome', system: 'Linux', platform: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0',
      { browser: 'Microsoft Edge', system: 'Windows 10', platform: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iOS 17', platform: 'mobile' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
      { browser: 'Firefox', system: 'Linux', platform: 'desktop' },
    ],
  ])('tells the browser and the system of %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual({ ...expected, raw: userAgent });
  });

  it('tells neither for a client it does not know, keeping the string as sent', () => {
    expect(describeUserAgent('curl/8.4.0')).toEqual({
      browser: null,
      system: null,
      platform: null,
      raw: 'curl/8.4.0',
    });
  });

  it('has nothing to tell without a User-Agent', () => {
    for (const none of [null, undefined, '', '   '])
      expect(describeUserAgent(none)).toEqual({ browser: null, system: null, platform: null, raw: null });
  });
});
