import { describe, expect, it } from 'vitest';
import { createPasswordCipher } from '../../../../server/services/databases/passwordCipher.ts';
import { LoupeError } from '../../../../server/services/shared/loupeError.ts';

describe('password cipher (AES-256-GCM, key from the secret key)', () => {
  const cipher = createPasswordCipher('secret-one');

  it('round-trips, with a fresh IV each time, and never stores the clear text', () => {
    const a = cipher.encrypt('pä$$wörd');
    const b = cipher.encrypt('pä$$wörd');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[^:]+:[^:]+:[^:]*$/);
    expect(a).not.toContain('pä$$wörd');
    expect(cipher.decrypt(a)).toBe('pä$$wörd');
    expect(cipher.decrypt(cipher.encrypt(''))).toBe('');
  });

  it('refuses another key, a tampered value and garbage with a 422', () => {
    const stored = cipher.encrypt('hunter2');
    const other = createPasswordCipher('secret-two');
    expect(() => other.decrypt(stored)).toThrow(LoupeError);
    const [version, iv, tag, data] = stored.split(':');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow(
      /cannot be decrypted/,
    );
    try {
      cipher.decrypt('plain text');
    } catch (error) {
      expect((error as LoupeError).status).toBe(422);
    }
  });
});
