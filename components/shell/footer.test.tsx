import { act, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { closeModal, modalStateAtom } from '@/lib/modals';
import { BodyClass, bodyClassFor } from './body-class';
import { Footer, type FooterProps } from './footer';
import { EmbedGate, isFooterHidden } from './footer-gate';
import { renderWithIntl } from '@/tests/support/intl';

const router = { refresh: jest.fn(), push: jest.fn() };
let pathname = '/';
jest.mock('@/lib/i18n/switch-language', () => ({ switchLanguage: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => router }));

const PROPS: FooterProps = {
  support: { email: 'help@demo.tv', phone: '+7 (700) 000-00-00', url: 'https://help.demo.tv' },
  providerShortname: 'demo',
  hasAgreement: true,
  hasPrivacy: true,
  promoCodes: true,
  stores: { appStore: 'https://apps.apple.com/app/demo', googlePlay: 'https://play.google.com/store/apps/demo' },
};

beforeEach(() => {
  pathname = '/';
  router.refresh.mockClear();
});

describe('Footer', () => {
  it('lists information, support, device and store links', () => {
    renderWithIntl(<Footer {...PROPS} />);
    const information = screen.getByRole('region', { name: 'Information' });
    expect(within(information).getByRole('link', { name: 'About the service' })).toHaveAttribute('href', '/en/provider/demo');
    expect(within(information).getByRole('link', { name: 'Promo code' })).toHaveAttribute('href', '/en/promo');
    expect(within(information).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/en/agreement');
    expect(within(information).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'help@demo.tv' })).toHaveAttribute('href', 'mailto:help@demo.tv');
    expect(within(support).getByRole('link', { name: '+7 (700) 000-00-00' })).toHaveAttribute('href', 'tel:+77000000000');
    expect(within(support).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', 'https://help.demo.tv');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', PROPS.stores.appStore);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', PROPS.stores.googlePlay);
  });

  it('opens the Smart TV modal where the viewer is, by its hash', async () => {
    const history = window.history.length;
    renderWithIntl(<Footer {...PROPS} />);
    const devices = screen.getByRole('region', { name: 'Devices' });
    const link = within(devices).getByRole('link', { name: 'Watch on TV and other devices' });
    expect(link).toHaveAttribute('href', '#smarttv');
    await userEvent.click(link);
    await waitFor(() => expect(getDefaultStore().get(modalStateAtom)?.id).toBe('smarttv'));
    expect(window.location.hash).toBe('#smarttv');
    expect(window.history.length).toBe(history);
    act(() => closeModal());
  });

  it('leaves out what the provider does not offer', () => {
    renderWithIntl(<Footer {...PROPS} support={{ email: '', phone: '', url: '' }} hasPrivacy={false} promoCodes={false} />);
    expect(screen.queryByRole('region', { name: 'Support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promo code' })).not.toBeInTheDocument();
  });

  it.each(['/gift', '/promo/lovi', '/account_mobile', '/channel_embed/5', '/content_embed/matrix'])('is hidden on %s', (path) => {
    pathname = path;
    renderWithIntl(<Footer {...PROPS} />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('stays on other pages', () => {
    expect(isFooterHidden('/promo')).toBe(false);
    expect(isFooterHidden('/channels')).toBe(false);
    expect(isFooterHidden('/gift/')).toBe(true);
  });

  it("links the provider's help address in this page's language when it is a page of this site (issue 33)", () => {
    renderWithIntl(<Footer {...PROPS} support={{ ...PROPS.support, url: '/faq' }} />);
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/en/faq');
  });

  it('moves to this page in the language chosen', async () => {
    renderWithIntl(<Footer {...PROPS} />);
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    expect(select).toHaveValue('en');
    expect(within(select).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(select, 'kk');
    await waitFor(() => expect(switchLanguage).toHaveBeenCalledWith('kk'));
  });
});

describe('EmbedGate', () => {
  it('leaves out the chrome on embed routes only', () => {
    pathname = '/content_embed/matrix';
    const view = render(<EmbedGate>chrome</EmbedGate>);
    expect(view.container).toBeEmptyDOMElement();
    pathname = '/gift';
    view.rerender(<EmbedGate>chrome</EmbedGate>);
    expect(view.container).toHaveTextContent('chrome');
  });
});

describe('BodyClass', () => {
  it('names the body after the first path segment', () => {
    expect(bodyClassFor('/')).toBe('page_home');
    expect(bodyClassFor('/channels/sport/5')).toBe('page_channels');
    pathname = '/contents/matrix';
    render(<BodyClass />);
    expect(document.body.className).toBe('page_contents');
  });
});
