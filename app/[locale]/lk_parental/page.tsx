import { redirect } from 'next/navigation';

/** Parental account settings (core-session-account.md section 2). */
export default function ParentalAccountEntry() {
  redirect('/settings/parental');
}
