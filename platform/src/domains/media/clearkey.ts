/**
 * The ClearKey test title's content key. It is a published demo key, not a secret: ClearKey exists to
 * exercise the EME/DRM code paths of the player without a commercial licence server.
 * `platform/scripts/make-media.sh` reads both values from this file when it encrypts the title.
 */
export const CLEARKEY_KID_HEX = '9eb4050de44b4802932e27d75083e266';
export const CLEARKEY_KEY_HEX = '166634c675823c235a4a9446fad52e4d';

export interface ClearKeyLicence {
  keys: { kty: 'oct'; kid: string; k: string }[];
  type: 'temporary';
}

export function hexToBase64Url(hex: string): string {
  return Buffer.from(hex, 'hex').toString('base64url');
}

/**
 * W3C Encrypted Media Extensions, ClearKey licence format: the CDM asks for key ids (base64url) and
 * receives a JSON Web Key set. Unknown key ids are left out; no known id yields null.
 */
export function clearKeyLicence(requestedKids: readonly string[]): ClearKeyLicence | null {
  const kid = hexToBase64Url(CLEARKEY_KID_HEX);
  const wanted = requestedKids.map((value) => value.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
  if (!wanted.includes(kid)) return null;
  return { keys: [{ kty: 'oct', kid, k: hexToBase64Url(CLEARKEY_KEY_HEX) }], type: 'temporary' };
}
