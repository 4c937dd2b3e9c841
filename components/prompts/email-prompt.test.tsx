import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { EmailPrompt } from './email-prompt';

const requestContactChange = jest.fn();
const confirmContactChange = jest.fn();
const openMessage = jest.fn();
jest.mock('@/lib/api/users', () => ({
  requestContactChange: (...args: unknown[]) => requestContactChange(...args),
  confirmContactChange: (...args: unknown[]) => confirmContactChange(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/modals', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));

beforeEach(() => {
  requestContactChange.mockReset();
  confirmContactChange.mockReset();
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
    expect(requestContactChange).not.toHaveBeenCalled();
  });

  it('shows error_duplicate_email in the error modal on a 400 and keeps the prompt', async () => {
    requestContactChange.mockRejectedValue(new ApiError(400, { error_code: 'duplicate_email' }, 'Bad Request'));
    const dismiss = jest.fn();
    renderWithIntl(<EmailPrompt dismiss={dismiss} onSaved={jest.fn()} />);
    await submit('taken@example.com');
    await waitFor(() => expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ title: en.prompts.errorTitle, text: en.prompts.error_duplicate_email })));
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('sends a code to a valid address and closes once the code comes back', async () => {
    requestContactChange.mockResolvedValue(undefined);
    confirmContactChange.mockResolvedValue({});
    const dismiss = jest.fn();
    const onSaved = jest.fn();
    renderWithIntl(<EmailPrompt dismiss={dismiss} onSaved={onSaved} />);
    await submit('viewer@example.com');
    expect(requestContactChange).toHaveBeenCalledWith({}, { email: 'viewer@example.com' });
    expect(dismiss).not.toHaveBeenCalled();
    await userEvent.type(await screen.findByRole('textbox', { name: en.security.codeLabel }), '1234');
    await userEvent.click(screen.getByRole('button', { name: en.security.confirm }));
    await waitFor(() => expect(dismiss).toHaveBeenCalled());
    expect(confirmContactChange).toHaveBeenCalledWith({}, '1234');
    expect(onSaved).toHaveBeenCalled();
  });
});
