import type { Provider } from './platform';

/** App types of session, user, devices and profiles (core-session-account.md section 3). */

/** A device id: a uuid on the operator, kept as a string whatever the platform sent. */
export type DeviceId = string;

export interface TokenGrant {
  accessToken: string;
  /** Milliseconds since the epoch; 0 when the grant names no expiry. */
  expiresAtMs: number;
  userId: string | number | null;
  deviceId: DeviceId | null;
  profileId: string | null;
  wasGuest: boolean | null;
}

export type ParentalStatus = 'notset' | 'set' | 'ignore';
export type ProfileRole = 'adult' | 'child';

export interface Profile {
  id: number;
  name: string;
  icon: string | null;
  iconAvatarId: number | null;
  role: ProfileRole;
}

export interface ParentalDialogue {
  icon: string;
  title: string;
  message: string;
  buttons: { label: string; action: string; isPrimary: boolean }[];
}

export interface User {
  id: number;
  username: string;
  phone: string | null;
  firstName: string;
  email: string | null;
  isGuest: boolean;
  dateJoined: string;
  timezone: string;
  deviceLimit: number;
  providerUid: string | null;
  referId: string | null;
  parentalStatus: ParentalStatus;
  parentalDialogue: ParentalDialogue | null;
  birthYear: number | null;
  settings: Record<string, unknown>;
  provider: Provider & { hasPurchases: boolean };
  /** The session's current profile. */
  profile: Profile | null;
}

export interface UserPatch {
  phone?: string;
  firstName?: string;
  email?: string | null;
  settings?: Record<string, unknown>;
  /** New 4-digit PIN, or null to remove it; needs `oldPincode` when one is set. */
  pincode?: string | null;
  oldPincode?: string;
  parentalStatus?: 'ignore' | 'notset';
  timezone?: string;
  birthYear?: number;
}

export type DeviceType = 'tv' | 'tablet' | 'phone' | 'pc';

export interface ParentalSettings {
  profile?: boolean;
  program?: boolean;
  vod?: boolean;
  channel?: boolean;
  pay?: boolean;
  settings?: boolean;
  /** Minutes a PIN entry stays valid. */
  duration?: number;
}

export interface Device {
  id: DeviceId;
  serial: string;
  deviceType: string;
  vendor: string;
  model: string;
  version: string;
  osName: string;
  osVersion: string;
  applicationType: string;
  settings: Record<string, unknown>;
  parentalSettings: ParentalSettings;
  notification: { type?: string; token?: string };
  loginAt: string | null;
  createdAt: string;
  /** The device of the calling session. */
  isCurrent: boolean;
}

export interface DeviceRegistration {
  serial: string;
  deviceType?: DeviceType;
  vendor?: string;
  model?: string;
  version?: string;
  osName?: string;
  osVersion?: string;
  applicationType?: string;
}

export interface DevicePatch {
  settings?: Record<string, unknown>;
  parentalSettings?: ParentalSettings;
  notification?: { type: string; token: string };
}

export interface AvatarCategory {
  id: number;
  title: string;
  avatars: { id: number; src: string }[];
}

export type OtpSendMethod = 'sms' | 'telegram';

export interface OtpSent {
  phone: string;
  identifier: string;
  sendMethod: OtpSendMethod;
  codeLength: number;
  expiresAtMs: number;
  message: string | null;
}

export interface OtpSendMethods {
  methods: OtpSendMethod[];
  telegramLink: string;
}

/** Regional partner variant (section 3 "Regional variant"). */
export interface MwAddress {
  addressId: number;
  address: string;
  providerId: number;
  userId: number;
}

export interface MwGrant extends TokenGrant {
  addresses: MwAddress[];
  needsAddress: boolean;
  needsCity: boolean;
}

export interface MwCity {
  id: number;
  name: string;
}

/** 0 normal, -1 payment due (pay_qr_kaspi), -2 blocked (block_alma). */
export type MwBlockStatus = 0 | -1 | -2;

export interface MwStatusBlock {
  status: MwBlockStatus;
  amount: number;
  balance: number;
  username: string;
  messageDetail: string;
}
