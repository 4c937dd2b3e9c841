import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { INSTRUCTION_DEVICES, type InstructionDevice } from '@/components/entries/instruction-devices';
import { Instructions } from '@/components/entries/instructions';
import { getNetworkInfo } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { rethrowIfUnavailable } from '@/lib/api/unavailable';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ device?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('entries');
  return { title: t('instructionsTitle') };
}

export default async function InstructionsPage({ searchParams }: Props) {
  const { device } = await searchParams;
  const picked = (INSTRUCTION_DEVICES as readonly string[]).includes(device ?? '') ? (device as InstructionDevice) : null;
  const network = await getServerApi()
    .then((api) => getNetworkInfo(api))
    .catch((error: unknown) => {
      rethrowIfUnavailable(error);
      return null;
    });
  return <Instructions device={picked} supportUrl={network?.provider?.support.url || null} />;
}
