import { DiagnosticsPage } from '@/components/pages/diagnostics-page';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false } };

export default function Page() {
  return <DiagnosticsPage name="vitrina_test" />;
}
