// Connection passwords at rest: AES-256-GCM with a key derived from the secret key
// (LOUPE_SECRET_KEY). Stored as `v1:<iv>:<tag>:<ciphertext>` (base64 parts); a changed secret
// key or a tampered value cannot be decrypted.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../security/tokens.ts';
import { LoupeError } from '../shared/loupeError.ts';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

export interface PasswordCipher {
  encrypt(password: string): string;
  /** Throws a LoupeError (422) when the value cannot be decrypted with this key. */
  decrypt(stored: string): string;
}

export function createPasswordCipher(secretKey: string): PasswordCipher {
  const key = deriveKey(secretKey, 'database-password');
  return {
    encrypt(password) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join(':');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      try {
        if (version !== VERSION || !iv || !tag || data === undefined) {
          throw new Error('unknown format');
        }
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new LoupeError(
          422,
          'The stored password of this database cannot be decrypted (was the secret key changed?). Enter the password again.',
          { errorType: 'GENERIC_BACKEND_ERROR' },
        );
      }
    },
  };
}
