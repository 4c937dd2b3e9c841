import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SignInGate } from '@/components/pages/sign-in-gate';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('signInPage');
  return { title: t('title'), robots: { index: false } };
}

/** Where auth-only mode (middleware.ts) sends a visitor who is not signed in. */
export default function SignInPage() {
  return (
    <ClientMessages namespaces={['signInPage']}>
      <Suspense>
        <SignInGate />
      </Suspense>
    </ClientMessages>
  );
}
