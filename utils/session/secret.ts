/**
 * The auth secret: AUTH_SECRET from the environment (at least 32 characters), else a random secret generated
 * once into `<DATA_DIR or .data>/auth-secret` (mode 0600) and reused by every later start and by the web
 * server. There is no built-in default: a secret in the source would let anyone forge sessions.
 *
 * Node's fs is reached through process.getBuiltinModule rather than an import, so this file (and token.ts,
 * which re-exports it) still bundles for the Edge runtime; there, AUTH_SECRET must be set.
 */
export const AUTH_SECRET_MIN_LENGTH = 32;

interface SecretOptions {
  env?: Record<string, string | undefined>;
  /** Where the generated secret lives; defaults to <DATA_DIR or .data>/auth-secret under the working directory. */
  file?: string;
}

let cached: { file: string; secret: string } | undefined;

export function loadAuthSecret(options: SecretOptions = {}): string {
  // Server and middleware only (never bundled for the browser), so the whole environment may be read.
  // eslint-disable-next-line no-restricted-syntax
  const env = options.env ?? process.env;
  const fromEnv = env.AUTH_SECRET;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < AUTH_SECRET_MIN_LENGTH) throw new Error(`AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters long`);
    return fromEnv;
  }
  const path = nodeModule<typeof import('node:path')>('node:path');
  const file = options.file ?? path.resolve(env.DATA_DIR || '.data', 'auth-secret');
  if (cached?.file === file && options.file === undefined) return cached.secret;
  const secret = readOrCreateSecretFile(file);
  if (secret.length < AUTH_SECRET_MIN_LENGTH) throw new Error(`The auth secret in ${file} is too short; delete the file to generate a new one`);
  if (options.file === undefined) cached = { file, secret };
  return secret;
}

/**
 * The contents of a generated secret file: 48 random bytes (base64url) written once, mode 0600, and read by every
 * later start. Written aside and hard-linked into place: link() fails when the file exists, so two processes
 * starting together agree on one secret, and neither can read a half-written file.
 */
export function readOrCreateSecretFile(file: string): string {
  const fs = nodeModule<typeof import('node:fs')>('node:fs');
  const path = nodeModule<typeof import('node:path')>('node:path');
  const crypto = nodeModule<typeof import('node:crypto')>('node:crypto');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temp);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

function nodeModule<T>(id: string): T {
  const get = (globalThis.process as { getBuiltinModule?: (id: string) => unknown } | undefined)?.getBuiltinModule;
  if (!get) throw new Error('AUTH_SECRET must be set where Node built-in modules are not available');
  return get(id) as T;
}
