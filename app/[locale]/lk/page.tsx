import { redirect } from 'next/navigation';

/** The personal account (core-session-account.md section 2) is the settings account page. */
export default function AccountEntry() {
  redirect('/settings/account');
}
