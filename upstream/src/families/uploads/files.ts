/**
 * Uploaded files on disk: stored under the data folder with content-addressed names
 * (`<sha256>.<ext>`, the type found from the bytes), and the stored reference other families
 * keep for an upload's `url`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Sniffed } from './sniff.ts';
import { uploadsStore } from './store.ts';

/** A stored file's name: its bytes' sha256 and the extension of its type. */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(jpg|png|gif|webp|mp4|mov|webm|weba|ogg|mp3|m4a|wav)$/;

export function uploadNameOf(bytes: Buffer, type: Sniffed): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`;
}

/** Writes the file whole under a temporary name, then renames it: never a half-stored file. */
export function writeUpload(dir: string, name: string, bytes: Buffer): void {
  const file = join(dir, name);
  if (existsSync(file)) return;
  const temp = join(dir, `.${randomUUID()}.part`);
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * The stored reference (`@/files/uploads/<name>`, an absolute URL in answers) of an upload's `url`
 * (`uploads/<name>`, or its absolute `safeUrl`), or null when no such file was uploaded.
 * `kind` narrows to IMAGE, VIDEO or AUDIO.
 */
export function uploadedRef(db: Database.Database, url: string, kind?: 'IMAGE' | 'VIDEO' | 'AUDIO'): string | null {
  const name = url.trim().match(/(?:^|\/)uploads\/([^/?#]+)$/)?.[1];
  if (!name || !UPLOAD_NAME.test(name)) return null;
  const row = uploadsStore(db).byName(name);
  if (!row || (kind && row.kind !== kind)) return null;
  return `@/files/uploads/${name}`;
}
