import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from '../../scripts/content-security-policy';
import { THEME_SCRIPT } from '../../scripts/theme-script';

describe('the Content-Security-Policy', () => {
  it('allows an API on another origin for its calls and for the photos it serves', () => {
    const directives = cspDirectives('https://api.loyalloop.example/api/');
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.loyalloop.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.loyalloop.example']);
  });

  it('adds no origin for a same-origin API', () => {
    const policy = contentSecurityPolicy('/api/');
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("connect-src 'self';");
  });

  it('allows the theme’s inline script by the hash of its exact text, and no other inline script', () => {
    const hash = createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64');
    expect(cspDirectives('/api/')['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(contentSecurityPolicy('/api/')).not.toMatch(/unsafe-inline/);
  });

  it('allows only the inline stylesheets it is given, by their hashes: none in the console’s shell', () => {
    expect(cspDirectives('/api/')['style-src']).toEqual(["'self'"]);
    expect(cspDirectives('/api/', ["'sha256-a'", "'sha256-b'"])['style-src']).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
    ]);
    expect(contentSecurityPolicy('/api/', ["'sha256-a'"])).toContain("style-src 'self' 'sha256-a';");
  });
});
