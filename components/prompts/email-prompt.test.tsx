import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { EmailPrompt } from './email-prompt';

const updateCurrentUser = jest.fn();
const openMessage = jest.fn();
jest.mock('@/lib/api/users', () => ({
  updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/modals', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));

beforeEach(() => {
  updateCurrentUser.mockReset();
  openMessage.mockReset();
});

async function submit(value: string) {
  const field = screen.getByLabelText(en.prompts.emailLabel);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.click(screen.getByRole('button', { name: en.prompts.emailSave }));
  return field;
}

describe('EmailPrompt', () => {
  it('marks an empty, malformed, Cyrillic or punycode address and sends nothing', async () => {
    renderWithIntl(<EmailPrompt dismiss={jest.fn()} onSaved={jest.fn()} />);
    for (const value of ['', 'not-an-address', 'иван@почта.рф', 'user@xn--80ak6aa92e.com']) {
      expect(await submit(value)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(updateCurrentUser).not.toHaveBeenCalled();
  });

  it('shows error_duplicate_email in the error modal on a 400 and keeps the prompt', async () => {
    updateCurrentUser.mockRejectedValue(new ApiError(400, { error_code: 'duplicate_email' }, 'Bad Request'));
    const dismiss = jest.fn();
    renderWithIntl(<EmailPrompt dismiss={dismiss} onSaved={jest.fn()} />);
    await submit('taken@example.com');
    await waitFor(() => expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ title: en.prompts.errorTitle, text: en.prompts.error_duplicate_email })));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('saves a valid address on the user and closes', async () => {
    updateCurrentUser.mockResolvedValue({});
    const dismiss = jest.fn();
    const onSaved = jest.fn();
    renderWithIntl(<EmailPrompt dismiss={dismiss} onSaved={onSaved} />);
    await submit('viewer@example.com');
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { email: 'viewer@example.com' });
    expect(onSaved).toHaveBeenCalled();
  });
});
