import { notFound } from 'next/navigation';

/** Without an id this route has nothing to show (core-session-account.md section 2). */
export default function MissingIdPage() {
  notFound();
}
