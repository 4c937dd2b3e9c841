import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isManualDevice, manualHref, MANUAL_DEVICES } from '@/components/provider/manual-devices';
import { DeviceManual } from '@/components/provider/manual-page';
import { getNetworkInfo } from '@/lib/api/platform';
import { getServerApi } from '@/lib/session/server-api';
import { rethrowIfUnavailable } from '@/lib/api/unavailable';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

interface Props {
  params: Promise<{ device: string }>;
}

export function generateStaticParams() {
  return MANUAL_DEVICES.map((device) => ({ device }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { device } = await params;
  if (!isManualDevice(device)) return {};
  const [t, origin] = await Promise.all([getTranslations('provider.manual'), siteOrigin()]);
  return pageMetadata({ title: t(`${device}.name`), description: t('lead'), path: manualHref(device), origin });
}

/** /manual/{dune|tvip|eltex|mag}: one box's setup steps; any other box is not found. */
export default async function DeviceManualRoute({ params }: Props) {
  const { device } = await params;
  if (!isManualDevice(device)) notFound();
  const network = await getServerApi()
    .then((api) => getNetworkInfo(api))
    .catch((error: unknown) => {
      rethrowIfUnavailable(error);
      return null;
    });
  return <DeviceManual device={device} supportUrl={network?.provider?.support.url || null} />;
}
