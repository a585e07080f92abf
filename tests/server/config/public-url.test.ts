/** Where mailed and printed links point (docs/settings.md, PUBLIC_URL): the setting, else the listening address. */
import { describe, expect, it } from 'vitest';
import { bannerFor } from '../../../server/banner';
import { serverConsoleAddress } from '../../../server/config/public-url';

const CONFIG = { databaseUrl: null, smtpUrl: null, dataDir: '/srv/data', host: '127.0.0.1' };
const listeningOn = (address: string, family: string, port: number) => () => [{ address, family, port }];

describe('the console address of the server', () => {
  it('is PUBLIC_URL when it is set, whatever the server listens on', () => {
    const address = serverConsoleAddress(
      { publicUrl: 'https://loyalty.example.com', host: '0.0.0.0', port: 8080 },
      listeningOn('0.0.0.0', 'IPv4', 8080),
    );
    expect(address.urlOf('/auth/accept-invite?token=abc')).toBe(
      'https://loyalty.example.com/auth/accept-invite?token=abc',
    );
  });

  it.each([
    ['127.0.0.1', 'IPv4', 'http://127.0.0.1:4173/x'],
    ['0.0.0.0', 'IPv4', 'http://127.0.0.1:4173/x'],
    ['::1', 'IPv6', 'http://[::1]:4173/x'],
    ['::', 'IPv6', 'http://[::1]:4173/x'],
  ])('without it, listening on %s, is the server’s own address', (host, family, url) => {
    const address = serverConsoleAddress(
      { publicUrl: null, host: '127.0.0.1', port: 0 },
      listeningOn(host, family, 4173),
    );
    expect(address.urlOf('/x')).toBe(url);
  });

  it('before it listens, is the configured host and port', () => {
    expect(serverConsoleAddress({ publicUrl: null, host: '127.0.0.1', port: 4173 }).urlOf('/x')).toBe(
      'http://127.0.0.1:4173/x',
    );
  });

  it('the setup link printed at first start is absolute on it', () => {
    const printed = bannerFor({
      address: 'http://127.0.0.1:4173',
      config: { ...CONFIG, publicUrl: 'https://loyalty.example.com' },
      seeded: false,
      setupToken: 'tok-123',
      links: serverConsoleAddress({
        publicUrl: 'https://loyalty.example.com',
        host: '127.0.0.1',
        port: 4173,
      }),
    });
    expect(printed).toContain(
      'Create the first one (link valid one hour, once): https://loyalty.example.com/setup?token=tok-123',
    );
    expect(printed).toContain('Links in emails point to https://loyalty.example.com (PUBLIC_URL).');
  });

  it('listening beyond this machine without PUBLIC_URL, the banner says where links point and what to set', () => {
    const banner = (host: string) =>
      bannerFor({
        address: 'http://127.0.0.1:4173',
        config: { ...CONFIG, host, publicUrl: null },
        seeded: false,
        links: serverConsoleAddress({ publicUrl: null, host, port: 4173 }),
      });
    expect(banner('0.0.0.0')).toContain(
      'Links in emails point to http://127.0.0.1:4173/: set PUBLIC_URL to where people open the console.',
    );
    expect(banner('127.0.0.1')).not.toContain('PUBLIC_URL');
  });
});
