import type { Context } from 'hono';
import type { PlatformEnv } from '../../core/context';
import { ApiError, badRequest } from '../../core/errors';
import { LOCAL_IP } from './constants';

/** Where a forbidden-country caller appears to be: the platform has no GeoIP, the flag stands for one. */
export const FOREIGN_COUNTRY = { code: 'US', name: 'United States' } as const;

export function remoteIp(c: Context<PlatformEnv>): string {
  return c.get('clientIp') ?? LOCAL_IP;
}

/** Auth paths answer 403 forbidden_country naming country and IP (core-session-account.md section 8). */
export function assertAllowedCountry(c: Context<PlatformEnv>) {
  if (!c.get('forbiddenCountry')) return;
  throw new ApiError(
    403,
    `The service is not available in your country: ${FOREIGN_COUNTRY.name} (IP ${remoteIp(c)}).`,
    'forbidden_country',
  );
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw badRequest(`${key} must be a string.`, { [key]: ['Must be a string.'] });
  return value.trim();
}

export function requiredString(body: Record<string, unknown>, key: string): string {
  const value = optionalString(body, key);
  if (!value) throw badRequest(`${key} is required.`, { [key]: ['This field is required.'] }, 'required');
  return value;
}

/** A field longer than `maxLength` is refused rather than cut: the viewer sees which field and why. */
export function checkLength(key: string, value: string, maxLength: number): string {
  if (value.length > maxLength) {
    throw badRequest(`${key} is longer than ${maxLength} characters.`, { [key]: [`At most ${maxLength} characters.`] }, 'too_long');
  }
  return value;
}

export function boundedString(body: Record<string, unknown>, key: string, maxLength: number): string {
  return checkLength(key, requiredString(body, key), maxLength);
}

/** Ids are plain positive decimal integers: `1e3`, `0x10`, ` 7` or 20 digits are not ids. */
export function requiredId(value: unknown, key: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const id = /^[1-9]\d{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw badRequest(`${key} must be a positive integer.`, { [key]: ['Must be a positive integer.'] });
  return id;
}

/**
 * Device ids are uuid strings on the operator's API (operator-wire-format.md, fact 10); a number is read as its
 * text, so an unknown id is a 404 rather than a type error.
 */
export function requiredDeviceId(value: unknown, key: string): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!text) throw badRequest(`${key} is required.`, { [key]: ['This field is required.'] }, 'required');
  return checkLength(key, text, DEVICE_ID_MAX_LENGTH);
}

/** Longer than any uuid (36) with room for another operator's format; an id past it cannot exist. */
const DEVICE_ID_MAX_LENGTH = 64;

/** Phones are stored as digits only (core-session-account.md section 5). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export function readBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}
