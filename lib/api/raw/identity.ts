import type { RawProvider } from './platform';

/** Platform JSON of auth, user, device and profile calls, exactly as platform/docs/identity.md shows it. */

import type { RawTokenGrant } from '../token-grant';

export type { RawTokenGrant };

export interface RawProfile {
  id: number;
  name: string;
  icon: string | null;
  icon_avatar_id: number | null;
  role: 'adult' | 'child';
}

export interface RawUser {
  id: number;
  username: string;
  phone: string | null;
  first_name: string;
  email: string | null;
  is_guest: boolean;
  date_joined: string;
  timezone: string;
  device_limit: number;
  provider_uid: string | null;
  pincode: null;
  refer_id: string | null;
  parental_status: 'notset' | 'set' | 'ignore';
  parental_code: null;
  parental_dialogue: {
    icon: string;
    title: string;
    message: string;
    buttons: { label: string; action: string; is_primary: boolean }[];
  } | null;
  birth_year: number | null;
  settings: Record<string, unknown>;
  provider: RawProvider & { is_have_purchases: boolean };
  profile: RawProfile | null;
}

export interface RawDevice {
  /** A uuid string on the operator (`POST /v2/users/self/devices` row), a number on the older platform. */
  id: string | number;
  serial: string;
  device_type: string;
  vendor: string;
  model: string;
  version: string;
  os_name: string;
  os_version: string;
  application_type: string;
  settings: Record<string, unknown>;
  parental_settings: Record<string, boolean | number>;
  notification: { type?: string; token?: string };
  login_at: string | null;
  created_at: string;
  is_current: boolean;
}

export interface RawOtpSent {
  phone: string;
  identifier: string;
  send_method: 'sms' | 'telegram';
  code_length: number;
  expires_at: number;
  message?: string | null;
}

export interface RawMwGrant extends RawTokenGrant {
  addresses: { address_id: number; address: string; provider_id: number; user_id: number }[];
  need_address: boolean;
  need_city: boolean;
}
