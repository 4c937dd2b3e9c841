import { render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import { NOT_STORED_ATTRIBUTE } from '@/lib/cache/store-policy.mjs';
import { LegalPage } from './legal-page';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('next-intl').createTranslator({ locale: 'en', messages: require('@/messages/en.json'), namespace }),
}));
const loadLegalText = jest.fn();
jest.mock('@/lib/info/legal-texts', () => ({ loadLegalText: (...args: unknown[]) => loadLegalText(...args) }));
jest.mock('@/lib/seo/site', () => ({ siteOrigin: async () => 'https://tv.example' }));

describe('LegalPage', () => {
  it("shows the operator's document as text: markup in it stays inert", async () => {
    loadLegalText.mockResolvedValue({ text: 'Agreement\n\n<img src=x onerror=alert(1)>' });
    const { container } = render(await LegalPage({ textKey: 'agreement' }));
    expect(screen.getByRole('heading', { name: en.info.agreement })).toBeInTheDocument();
    expect(screen.getByText(/onerror=alert/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the translated error when the address gave none, and keeps the page out of the page cache', async () => {
    loadLegalText.mockResolvedValue({ failed: true });
    const { container } = render(await LegalPage({ textKey: 'privacy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.info.legalTextFailed);
    expect(container.querySelector(`[${NOT_STORED_ATTRIBUTE}="partial"]`)).not.toBeNull();
  });
});
