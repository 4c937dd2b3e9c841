import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { PromoWizardBody } from './promo-wizard-body';

const checkPromoKey = jest.fn();
const applyPromoKey = jest.fn();
const getCards = jest.fn();
let signedIn = true;
const requireSignIn = jest.fn(() => signedIn);

jest.mock('@/lib/api/promo', () => ({
  ...jest.requireActual('@/lib/api/promo'),
  checkPromoKey: (...args: unknown[]) => checkPromoKey(...args),
  applyPromoKey: (...args: unknown[]) => applyPromoKey(...args),
}));
jest.mock('@/lib/api/payments', () => ({
  getCards: (...args: unknown[]) => getCards(...args),
  getTransaction: jest.fn(),
  linkCard: jest.fn(),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ clearCache: jest.fn() }) }));
jest.mock('@/lib/billing/refresh', () => ({ refreshBillingData: jest.fn(async () => undefined) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ useRequireSignIn: () => requireSignIn }));
// Start-up has finished; the viewer is a member or a guest as each test says.
jest.mock('@/lib/session/app-ready', () => ({ whenAppReady: async () => ({}) }));
jest.mock('@/lib/session/load-current-user', () => ({
  loadCurrentUser: async () => ({ id: 1, isGuest: !signedIn }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const promo = {
  key: 'WELCOME',
  needsConfirm: false,
  description: '7 days of Premiere',
  confirmationText: null,
  confirmationTitle: null,
  confirmationDesc: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  signedIn = true;
  requireSignIn.mockImplementation(() => signedIn);
});

describe('promo wizard', () => {
  it('keeps submit disabled while the code is empty and limits it to 15 characters', async () => {
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    const submit = screen.getByRole('button', { name: en.promo.enter.submit });
    expect(submit).toBeDisabled();
    const input = screen.getByLabelText(en.promo.enter.label);
    expect(input).toHaveAttribute('maxLength', '15');
    await userEvent.type(input, 'WELCOME');
    expect(submit).toBeEnabled();
  });

  it('checks, applies and shows the finished step', async () => {
    checkPromoKey.mockResolvedValue(promo);
    applyPromoKey.mockResolvedValue({ ...promo, subscriptions: [], account: {} });
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.promo.enter.label), 'welcome');
    await userEvent.click(screen.getByRole('button', { name: en.promo.enter.submit }));
    expect(await screen.findByText(en.promo.finished.title)).toBeInTheDocument();
    expect(applyPromoKey).toHaveBeenCalledWith(expect.anything(), 'welcome');
  });

  it('checks the code of a member whose session the page has not read yet instead of asking to sign in', async () => {
    // The gate captured before start-up finished does not know the viewer yet; the platform does.
    requireSignIn.mockImplementation(() => false);
    checkPromoKey.mockResolvedValue(promo);
    applyPromoKey.mockResolvedValue({ ...promo, subscriptions: [], account: {} });
    renderWithIntl(<PromoWizardBody props={{ code: 'WELCOME', autoCheck: true }} close={jest.fn()} />);
    expect(await screen.findByText(en.promo.finished.title, undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(requireSignIn).not.toHaveBeenCalled();
  });

  it('asks for confirmation when the code needs it', async () => {
    checkPromoKey.mockResolvedValue({
      ...promo,
      needsConfirm: true,
      confirmationText: '14 days of Kids, then 990 a month',
    });
    applyPromoKey.mockResolvedValue({ ...promo, subscriptions: [], account: {} });
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.promo.enter.label), 'KIDS14');
    await userEvent.click(screen.getByRole('button', { name: en.promo.enter.submit }));
    expect(await screen.findByText('14 days of Kids, then 990 a month')).toBeInTheDocument();
    expect(applyPromoKey).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.promo.confirm.activate }));
    expect(await screen.findByText(en.promo.finished.title)).toBeInTheDocument();
  });

  it('shows the server message on step 1 for a rejected code', async () => {
    checkPromoKey.mockRejectedValue(
      new ApiError(400, { error: { message: 'This promo code has expired.', code: 'promo_expired' } }),
    );
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.promo.enter.label), 'EXPIRED2025');
    await userEvent.click(screen.getByRole('button', { name: en.promo.enter.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code has expired.');
    expect(screen.getByLabelText(en.promo.enter.label)).toHaveValue('EXPIRED2025');
  });

  it('goes to the card step when the code needs a linked card', async () => {
    checkPromoKey.mockRejectedValue(
      new ApiError(400, { error: { message: 'Link a bank card', code: 'user_must_have_credit_card' } }),
    );
    getCards.mockResolvedValue([]);
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.promo.enter.label), 'CINEMA30');
    await userEvent.click(screen.getByRole('button', { name: en.promo.enter.submit }));
    expect(await screen.findByText(en.promo.card.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.promo.card.link })).toBeEnabled();
  });

  it('sends a guest to sign in first and keeps the code for the re-check', async () => {
    signedIn = false;
    renderWithIntl(<PromoWizardBody props={{}} close={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.promo.enter.label), 'WELCOME');
    await userEvent.click(screen.getByRole('button', { name: en.promo.enter.submit }));
    await waitFor(() => expect(screen.getByText(en.promo.login.text)).toBeInTheDocument());
    expect(checkPromoKey).not.toHaveBeenCalled();
    expect(requireSignIn).toHaveBeenCalledWith(expect.any(Function));
  });

  it('refuses a too long code from a link without asking the platform', async () => {
    renderWithIntl(<PromoWizardBody props={{ code: 'X'.repeat(16), autoCheck: true }} close={jest.fn()} />);
    expect(await screen.findByRole('alert', undefined, { timeout: 3_000 })).toHaveTextContent(en.promo.errors.tooLong);
    expect(checkPromoKey).not.toHaveBeenCalled();
  });
});
