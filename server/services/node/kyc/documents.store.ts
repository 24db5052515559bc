// Sealed KYC documents on disk, outside the web root (config.documentsDir). Each file is encrypted with the data
// key (AES-256-GCM) under a random name; the database row keeps only that name.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sealer } from '../../../crypto/sealed';

export interface DocumentStore {
  /** Seals and writes the content; resolves to its storage key once the file is complete on disk. */
  put(content: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Removes a file; one already gone is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{32}\.sealed$/;

export function createDocumentStore(dir: string, sealer: Sealer): DocumentStore {
  // Keys come from our own rows, but a key is still checked before it becomes a path.
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a document storage key');
    return path.join(dir, key);
  };
  return {
    async put(content) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = `${randomBytes(16).toString('hex')}.sealed`;
      const partial = `${fileOf(key)}.partial`;
      // Written aside and renamed: a crash or a full disk never leaves a half file under a real key.
      try {
        await writeFile(partial, sealer.seal(content), { flag: 'wx', mode: 0o600 });
        await rename(partial, fileOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      return sealer.open(await readFile(fileOf(key)));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
