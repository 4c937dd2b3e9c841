import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { SessionPrompts } from './session-prompts';

const getCurrentSubscriptions = jest.fn();
const getSurveyQuestion = jest.fn(async (_api: unknown, id: number) => ({
  id,
  question: `Survey ${id}`,
  description: '',
  allowUserAnswer: false,
  answers: [{ id: 1, text: 'One' }],
}));
let user: Record<string, unknown> | null = null;
jest.mock('@/lib/api/billing', () => ({ getCurrentSubscriptions: (...args: unknown[]) => getCurrentSubscriptions(...args) }));
jest.mock('@/lib/api/messages', () => ({
  getSurveyQuestion: (api: unknown, id: number) => getSurveyQuestion(api, id),
  answerSurvey: jest.fn(),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user, isLoading: false, refresh: jest.fn() }) }));
// The prompts live inside the shell: its language and push syncs read the shell's viewer, the same one.
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user, isLoading: false }) }));
const showInSavedLanguage = jest.fn();
jest.mock('@/lib/i18n/switch-language', () => ({ showInSavedLanguage: (...args: unknown[]) => showInSavedLanguage(...args) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({}) }));
let partner: string | null = null;
jest.mock('@/lib/session/use-partner-variant', () => ({
  usePartnerVariant: () => jest.requireActual('@/lib/partners/variants').partnerVariant(partner),
}));

const member = { isGuest: false, email: 'viewer@example.com', provider: { promoDays: 7, hasPurchases: false } };
const packet = (renew: boolean) => ({ subscription: { renew, status: 'active' } });

function renderPrompts() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionPrompts />
    </SWRConfig>,
  );
}

beforeEach(() => {
  partner = null;
  window.localStorage.clear();
  getCurrentSubscriptions.mockReset();
  getSurveyQuestion.mockClear();
  Object.defineProperty(window, 'matchMedia', { value: () => ({ matches: false }), configurable: true });
});

describe('SessionPrompts', () => {
  it('asks a member who turned a renewal off why (survey 1) before the poll (survey 2)', async () => {
    user = member;
    getCurrentSubscriptions.mockResolvedValue([packet(true), packet(false)]);
    renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Survey 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Survey 2' })).not.toBeInTheDocument();
  });

  it('does not ask a member whose subscriptions all renew about cancelling; the poll comes instead', async () => {
    user = member;
    getCurrentSubscriptions.mockResolvedValue([packet(true)]);
    renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Survey 2' })).toBeInTheDocument();
    await waitFor(() => expect(getCurrentSubscriptions).toHaveBeenCalled());
    expect(getSurveyQuestion).not.toHaveBeenCalledWith(expect.anything(), 1);
  });

  it('never shows the register prompt by itself: the channel page asks for it', async () => {
    user = { isGuest: true, email: null, provider: { promoDays: 7, hasPurchases: false } };
    renderPrompts();
    await waitFor(() => expect(screen.queryByTestId('register-prompt')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /Survey/ })).not.toBeInTheDocument();
  });

  it('the premium partner offers its promo: 30 days for 1 000 sum, 170+ channels, 10 cinemas, 5 devices', async () => {
    user = { isGuest: true, email: null, provider: { promoDays: 0, hasPurchases: false } };
    partner = 'premium';
    renderPrompts();
    const promo = await screen.findByTestId('premium-promo');
    expect(promo).toHaveTextContent('Premium: 30 days for 1,000 UZS');
    expect(promo).toHaveTextContent('170+ channels, 10 online cinemas and up to 5 devices.');
    expect(screen.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/en/packets');
  });

  it('other partners show no premium promo: the next prompt shows at once', async () => {
    user = member;
    partner = 'clickup';
    getCurrentSubscriptions.mockResolvedValue([packet(true)]);
    renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Survey 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('premium-promo')).not.toBeInTheDocument();
  });

  it("shows the platform's parental dialogue to a member who has neither set a PIN nor declined", async () => {
    user = {
      ...member,
      parentalDialogue: { icon: 'parental', title: 'Parental control', message: 'Set a PIN', buttons: [{ label: 'Set PIN', action: 'parental_set', isPrimary: true }] },
    };
    window.localStorage.setItem('survey_1_answered', '1');
    window.localStorage.setItem('survey_2_answered', '1');
    renderPrompts();
    const prompt = await screen.findByTestId('parental-prompt');
    expect(prompt).toHaveTextContent('Set a PIN');
    expect(screen.getByRole('button', { name: 'Set PIN' })).toBeInTheDocument();
  });

  it("applies a member's saved interface language on a browser with no choice of its own, once", async () => {
    user = { ...member, settings: { language: 'kk' } };
    window.localStorage.setItem('survey_1_answered', '1');
    window.localStorage.setItem('survey_2_answered', '1');
    renderPrompts();
    await waitFor(() => expect(document.cookie).toContain('user_lang=kk'));
    expect(showInSavedLanguage).toHaveBeenCalledTimes(1);
    expect(showInSavedLanguage).toHaveBeenCalledWith('kk');
    document.cookie = 'user_lang=; Max-Age=0; Path=/';
  });

  it('asks a guest to allow notifications once the viewer has done something on the page, not as it loads', async () => {
    user = { isGuest: true, email: null, provider: { promoDays: 0, hasPurchases: false } };
    Object.defineProperty(window, 'Notification', { value: { permission: 'default' }, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      renderPrompts();
      // Nothing else is queued for this guest, so only the missing interaction holds the prompt back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByTestId('permission-prompt')).not.toBeInTheDocument();
      fireEvent.scroll(window);
      expect(await screen.findByTestId('permission-prompt')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'Notification');
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('asks a member of two weeks to rate the service with one mark (survey 3)', async () => {
    user = { ...member, dateJoined: new Date(Date.now() - 30 * 86_400_000).toISOString() };
    getCurrentSubscriptions.mockResolvedValue([packet(true)]);
    window.localStorage.setItem('survey_2_answered', '1');
    renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Survey 3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'One' })).toBeInTheDocument();
  });

  it('does not ask a member who joined this week to rate the service', async () => {
    user = { ...member, dateJoined: new Date(Date.now() - 3 * 86_400_000).toISOString() };
    getCurrentSubscriptions.mockResolvedValue([packet(true)]);
    renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Survey 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Survey 3' })).not.toBeInTheDocument();
  });
});
