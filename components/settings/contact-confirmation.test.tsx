import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { ContactConfirmation } from './contact-confirmation';

const confirmContactChange = jest.fn();
const requestContactChange = jest.fn();
jest.mock('@/lib/api/users', () => ({
  confirmContactChange: (...args: unknown[]) => confirmContactChange(...args),
  requestContactChange: (...args: unknown[]) => requestContactChange(...args),
}));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));

beforeEach(() => {
  confirmContactChange.mockReset();
  requestContactChange.mockReset().mockResolvedValue({});
});

describe('ContactConfirmation', () => {
  it('shows a refused code in place, keeps what was typed, and clears the message when the code is sent again', async () => {
    confirmContactChange.mockRejectedValue(new ApiError(400, { error_code: 'invalid_code', error: { message: '', code: 'invalid_code' } }, 'Bad Request'));
    const onConfirmed = jest.fn();
    renderWithIntl(<ContactConfirmation contact={{ email: 'new@example.com' }} onConfirmed={onConfirmed} onCancel={jest.fn()} />);
    const code = screen.getByRole('textbox', { name: en.security.codeLabel });
    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: en.security.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.security.wrongCode);
    expect(code).toHaveValue('1234');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirmed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.security.resend }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(requestContactChange).toHaveBeenCalledWith({}, { email: 'new@example.com' });
  });
});
