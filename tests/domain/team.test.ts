import { describe, expect, it } from 'vitest';
import { mayAct } from '../../src/domain/roles';
import { deviceName } from '../../src/domain/team';

describe('deviceName: the device a session shows, from its user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (agent, shown) => {
    expect(deviceName(agent)).toBe(shown);
  });
});

describe('mayAct: what a role may do', () => {
  it.each([
    ['Super Admin', 'Super Admin', true],
    ['Super Admin', 'Admin', true],
    ['Admin', 'Admin', true],
    ['Admin', 'Super Admin', false],
    ['Store Admin', 'Super Admin', false],
    ['Store Admin', 'Admin', true],
    ['', 'Super Admin', false],
  ] as const)('%s for a call needing %s: %s', (role, needs, may) => {
    expect(mayAct(role, needs)).toBe(may);
  });
});
