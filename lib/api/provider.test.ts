import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { createApiClient } from './client';
import { getBundlePacket, getProviderInfo, getProviderPacket } from './provider';

const platform = createBillingTestPlatform();
afterAll(() => platform.close());

const api = createApiClient({
  baseUrl: 'http://platform.test',
  locale: 'en',
  fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
});

describe('lib/api/provider against the platform', () => {
  it('loads the provider landing by shortname and by id', async () => {
    const alma = await getProviderInfo(api, 'alma');
    expect(alma).toMatchObject({ id: 2, shortname: 'alma', allowsPacketsWithoutBase: true });
    expect(alma.landing.regformButton).toEqual({ url: 'https://alma-tv.example/connect', caption: 'Connect' });
    expect(alma.bundles.map((bundle) => bundle.bundle?.internetSpeed)).toEqual([null, '100']);
    expect((await getProviderInfo(api, 1)).packets.map((packet) => packet.id)).toContain(1);
  });

  it('loads provider and bundle packets, and 404s a packet outside the bundle', async () => {
    expect((await getProviderPacket(api, 'demo', 4)).agreement).toMatch(/18 or older/);
    expect((await getBundlePacket(api, 1, 7, 6)).parentName).toBe('Cinema + Series');
    await expect(getBundlePacket(api, 1, 7, 1)).rejects.toMatchObject({ status: 404 });
  });
});
