// Encryption at rest for what must not sit readable on disk or in a database dump: KYC documents and bank account
// numbers. AES-256-GCM (authenticated: a flipped byte fails to open rather than decrypting to garbage), a fresh
// 12-byte IV per value. The key comes from KYC_DATA_KEY or a file generated once beside the auth secret.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../../utils/session/secret';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_SECRET_LENGTH = 32;

export interface Sealer {
  seal(plain: Buffer): Buffer;
  open(sealed: Buffer): Buffer;
  /** Text variants for database columns: base64 of iv | tag | ciphertext. */
  sealText(plain: string): string;
  openText(sealed: string): string;
  /** A keyed hash to find equal values (a duplicate account) without decrypting anything. */
  fingerprint(value: string): string;
}

/** KYC_DATA_KEY (at least 32 characters), else `<DATA_DIR or .data>/kyc-data-key`, generated on first use. */
export function loadDataSecret(env: Record<string, string | undefined>): string {
  const fromEnv = env.KYC_DATA_KEY;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) throw new Error(`KYC_DATA_KEY must be at least ${MIN_SECRET_LENGTH} characters long`);
    return fromEnv;
  }
  return readOrCreateSecretFile(path.resolve(env.DATA_DIR || '.data', 'kyc-data-key'));
}

export function createSealer(secret: string): Sealer {
  // Two keys from one secret, so the fingerprint can never be used to attack the cipher key.
  const key = createHash('sha256').update(`zf-seal:${secret}`).digest();
  const hashKey = createHash('sha256').update(`zf-fingerprint:${secret}`).digest();

  const seal = (plain: Buffer) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const data = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]);
  };
  const open = (sealed: Buffer) => {
    const iv = sealed.subarray(0, IV_BYTES);
    const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  };
  return {
    seal,
    open,
    sealText: (plain) => seal(Buffer.from(plain, 'utf8')).toString('base64'),
    openText: (sealed) => open(Buffer.from(sealed, 'base64')).toString('utf8'),
    fingerprint: (value) => createHmac('sha256', hashKey).update(value).digest('base64url'),
  };
}
