import assert from 'node:assert/strict';
import { it } from 'node:test';
import { approximateAddress } from './approximate-address';
import { deviceOf } from './device-of';

it('names the browser and system members know from their user agents', () => {
  const cases: [string, string, string][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome 131',
      'iOS 17',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 26',
      'Android 14',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Linux',
    ],
    ['curl/8.5.0', 'Unknown browser', 'Unknown system'],
  ];
  for (const [userAgent, browser, system] of cases)
    assert.deepEqual(deviceOf(userAgent), { browser, system }, userAgent);
  assert.deepEqual(deviceOf(undefined), { browser: 'Unknown browser', system: 'Unknown system' });
});

it('keeps only the network of an address: IPv4 /24, IPv6 /64', () => {
  assert.equal(approximateAddress('203.0.113.45'), '203.0.113.x');
  assert.equal(approximateAddress('::ffff:198.51.100.7'), '198.51.100.x');
  assert.equal(approximateAddress('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
  assert.equal(approximateAddress('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(approximateAddress('::1'), '::1');
  assert.equal(approximateAddress('not an address'), 'Unknown network');
});
