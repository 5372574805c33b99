/** Random identifiers and key hashing for the store (node:crypto only; no Math.random). */
import { createHash, randomBytes } from 'node:crypto';

/** A short random id: prefix + base36 of 80 random bits, e.g. `m_1k3x…`. Not a secret. */
export function newId(prefix: 'm' | 'l' | 'n' | 'c'): string {
  return `${prefix}_${BigInt(`0x${randomBytes(10).toString('hex')}`).toString(36)}`;
}

/** An unguessable share-link slug: 128 random bits, base64url (22 characters). */
export function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

/** What `matches.edit_key_hash` stores: sha256 hex of the edit key (issue 7). */
export function hashEditKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export const nowIso = (): string => new Date().toISOString();
