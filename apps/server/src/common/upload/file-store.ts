import { readFile, rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { storeUpload } from './uploads.js';

/**
 * Where uploaded files live. One folder on disk today; an object store (S3, GCS) fits the same
 * two calls, so replicas need not share a disk once it is swapped in.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Gone afterwards (already gone is fine). */
  delete(key: string): Promise<void>;
}

/** Files under one folder; keys are relative paths that must stay inside it. */
export class LocalFileStore implements FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  put(key: string, data: Buffer): Promise<void> {
    return storeUpload(this.root, key, data);
  }

  async get(key: string): Promise<Buffer | null> {
    const full = this.inside(key);
    if (!full) return null;
    try {
      return await readFile(full);
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const full = this.inside(key);
    if (full) await rm(full, { force: true });
  }

  /** The key's path, or null when it would leave the folder. */
  private inside(key: string): string | null {
    const full = resolve(this.root, key);
    return full.startsWith(this.root + sep) ? full : null;
  }
}

/** Served to anyone at `/uploads/...` (logos, share images, ticket photos). */
export const PUBLIC_FILES = 'PublicFileStore';
/** Never served statically: members' identity photos, fetched through an authenticated call. */
export const PRIVATE_FILES = 'PrivateFileStore';

/** Private files sit outside the public uploads folder, so no static route can reach them. */
export function privateUploadsDir(dataDir: string): string {
  return resolve(dataDir, 'private-uploads');
}
