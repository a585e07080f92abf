import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from '../../scripts/content-security-policy';

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
});
