import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashPassword,
  verifyPassword,
} from '../../../../server/services/security/passwords.ts';
import { createTokenService } from '../../../../server/services/security/tokens.ts';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('s3cret');
    const b = await hashPassword('s3cret');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('s3cret');
    expect(await verifyPassword('s3cret', a)).toBe(true);
    expect(await verifyPassword('s3cret!', a)).toBe(false);
    expect(await verifyPassword('s3cret', 'garbage')).toBe(false);
  });

  it('generates long random passwords', () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(generatePassword()).not.toBe(password);
  });
});

describe('tokens', () => {
  const settings = { secretKey: 'k'.repeat(32), accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 120 };

  it('issues HS256 tokens with sub and type, verified only for their type', async () => {
    const tokens = createTokenService(settings);
    const access = await tokens.issue(7, 'access');
    const [header, payload] = access
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '7', type: 'access' });
    expect(payload.exp - payload.iat).toBe(60);
    expect(await tokens.verify(access, 'access')).toBe(7);
    expect(await tokens.verify(access, 'refresh')).toBeNull();
    expect(await tokens.verify(await tokens.issue(7, 'refresh'), 'refresh')).toBe(7);
  });

  it('rejects tokens signed with another secret, and expired tokens', async () => {
    const other = createTokenService({ ...settings, secretKey: 'x'.repeat(32) });
    const tokens = createTokenService(settings);
    expect(await tokens.verify(await other.issue(7, 'access'), 'access')).toBeNull();
    const expired = createTokenService({ ...settings, accessTokenTtlSeconds: -10 });
    expect(await tokens.verify(await expired.issue(7, 'access'), 'access')).toBeNull();
  });
});
