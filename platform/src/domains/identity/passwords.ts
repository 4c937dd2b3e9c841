import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const KEY_LENGTH = 32;
/** scrypt runs in libuv's thread pool this way, so a burst of logins does not stall every other request. */
const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

const newSalt = () => randomBytes(16).toString('hex');
const stored = (salt: string, hash: Buffer) => `scrypt$${salt}$${hash.toString('hex')}`;

/** `scrypt$salt$hash`: the stored form of passwords, never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = newSalt();
  return stored(salt, await scryptAsync(password, salt, KEY_LENGTH));
}

/** Seeding only: it runs once at start-up, before the server takes requests. */
export function hashPasswordAtSeed(password: string): string {
  const salt = newSalt();
  return stored(salt, scryptSync(password, salt, KEY_LENGTH));
}

export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  if (!storedHash) return false;
  const [scheme, salt, hash] = storedHash.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}
