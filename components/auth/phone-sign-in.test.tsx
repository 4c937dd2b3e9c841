import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { ApiError } from '@/lib/api/errors';
import en from '@/messages/en.json';
import { PhoneSignIn } from './phone-sign-in';

const auth = {
  getOtpSendMethods: jest.fn(),
  sendOtp: jest.fn(),
  registerByPhone: jest.fn(),
  authByOtp: jest.fn(),
  otpExists: jest.fn(),
  sendMwOtp: jest.fn(),
  authByMwOtp: jest.fn(),
};
jest.mock('@/lib/api/auth', () => new Proxy({}, { get: (_target, name: string) => (...args: unknown[]) => auth[name as keyof typeof auth](...args) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));

const apiError = (code: string) => new ApiError(400, { error_code: code, error: { message: `server says ${code}`, code } }, 'Bad Request');

beforeEach(() => {
  for (const mock of Object.values(auth)) mock.mockReset();
  auth.getOtpSendMethods.mockResolvedValue({ methods: ['sms'], telegramLink: '' });
  auth.sendOtp.mockResolvedValue({});
});

function renderForm(onGranted = jest.fn(async () => undefined)) {
  renderWithIntl(<PhoneSignIn phoneMask="+7 (###) ###-##-##" providerOtpLength={4} regional={false} phoneProvider={null} onGranted={onGranted} />);
  return onGranted;
}

describe('PhoneSignIn', () => {
  it('refuses a phone of the wrong length with error_wrong_phone and sends nothing', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '7701');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    expect(screen.getByText(en.auth.error_wrong_phone)).toBeInTheDocument();
    expect(auth.sendOtp).not.toHaveBeenCalled();
  });

  it('ignores the form when the hidden name field was filled', async () => {
    const { container } = renderWithIntl(<PhoneSignIn phoneMask={null} providerOtpLength={4} regional={false} phoneProvider={null} onGranted={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    const honeypot = container.querySelector('input[name="name"]') as HTMLInputElement;
    await userEvent.type(honeypot, 'bot');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    expect(auth.getOtpSendMethods).not.toHaveBeenCalled();
  });

  it('registers an unknown phone, resends the code, shows the resend timer and signs up', async () => {
    auth.sendOtp.mockRejectedValueOnce(apiError('invalid_phone')).mockResolvedValue({});
    auth.authByOtp.mockResolvedValue({});
    const onGranted = renderForm();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77019998877');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    expect(await screen.findByLabelText(en.auth.codeLabel)).toBeInTheDocument();
    expect(auth.registerByPhone).toHaveBeenCalledWith({}, '77019998877', null);
    expect(auth.sendOtp).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/60/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(en.auth.codeLabel), '1234');
    await userEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith({ registered: true, mw: null }));
  });

  it('shows a wrong code in the viewer\'s language under the field', async () => {
    auth.authByOtp.mockRejectedValue(apiError('invalid_code'));
    const onGranted = renderForm();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    await userEvent.type(await screen.findByLabelText(en.auth.codeLabel), '0000');
    await userEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.security.wrongCode);
    expect(onGranted).not.toHaveBeenCalled();
  });

  it('says when to try again after too many codes (429 with Retry-After)', async () => {
    auth.getOtpSendMethods.mockResolvedValue({ methods: ['sms'], telegramLink: '' });
    auth.sendOtp.mockRejectedValue(new ApiError(429, { error_code: 'too_many_requests', error: { message: 'Too many requests.', code: 'too_many_requests' } }, '', '600'));
    renderForm();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.security.tooManyRequests.replace('{minutes}', '10'));
  });

  it('asks for the code length before sending it', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    await userEvent.type(await screen.findByLabelText(en.auth.codeLabel), '12');
    await userEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    expect(screen.getByText(en.auth.code_wrong_length)).toBeInTheDocument();
    expect(auth.authByOtp).not.toHaveBeenCalled();
  });
});

describe('PhoneSignIn with Telegram', () => {
  afterEach(() => jest.useRealTimers());

  it('opens the bot link and polls every 5 s until the code exists, then asks for it', async () => {
    jest.useFakeTimers();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    auth.getOtpSendMethods.mockResolvedValue({ methods: ['sms', 'telegram'], telegramLink: 'https://t.me/bot?start=1' });
    auth.otpExists.mockResolvedValueOnce(false).mockResolvedValue(true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    await user.click(screen.getByRole('button', { name: en.auth.getCode }));
    await user.click(await screen.findByRole('button', { name: en.auth.methodTelegram }));
    expect(auth.sendOtp).toHaveBeenCalledWith({}, '77010000001', { sendMethod: 'telegram', provider: null });
    expect(open).toHaveBeenCalledWith('https://t.me/bot?start=1', '_blank', 'noopener,noreferrer');
    expect(await screen.findByText(en.auth.telegramWaiting)).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4_999);
    });
    expect(auth.otpExists).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(auth.otpExists).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText(en.auth.codeLabel)).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(await screen.findByLabelText(en.auth.codeLabel)).toBeInTheDocument();
    open.mockRestore();
  });
});

describe('PhoneSignIn in the regional variant', () => {
  function renderRegional(onGranted = jest.fn(async () => undefined)) {
    renderWithIntl(<PhoneSignIn phoneMask={null} providerOtpLength={4} regional phoneProvider="alma" onGranted={onGranted} />);
    return onGranted;
  }

  it('signs a phone starting with 7 in through its own /v2/mw code flow', async () => {
    const grant = { needsAddress: false, needsCity: false };
    auth.sendMwOtp.mockResolvedValue({});
    auth.authByMwOtp.mockResolvedValue(grant);
    const onGranted = renderRegional();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '77010000001');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    await userEvent.type(await screen.findByLabelText(en.auth.codeLabel), '1234');
    await userEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith({ registered: false, mw: grant }));
    expect(auth.sendOtp).not.toHaveBeenCalled();
    expect(auth.authByOtp).not.toHaveBeenCalled();
  });

  it('sends any other phone through the standard flow, registering an unknown one (invalid_phone)', async () => {
    auth.sendOtp.mockRejectedValueOnce(apiError('invalid_phone')).mockResolvedValue({});
    auth.authByOtp.mockResolvedValue({});
    const onGranted = renderRegional();
    await userEvent.type(screen.getByLabelText(en.auth.phoneLabel), '998901234');
    await userEvent.click(screen.getByRole('button', { name: en.auth.getCode }));
    expect(await screen.findByLabelText(en.auth.codeLabel)).toBeInTheDocument();
    // Under the regional provider, whose further mask admits this 9-digit number.
    expect(auth.sendOtp).toHaveBeenCalledWith({}, '998901234', { sendMethod: 'sms', provider: 'alma' });
    expect(auth.registerByPhone).toHaveBeenCalledWith({}, '998901234', 'alma');
    await userEvent.type(screen.getByLabelText(en.auth.codeLabel), '12345678');
    await userEvent.click(screen.getByRole('button', { name: en.auth.signIn }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledWith({ registered: true, mw: null }));
    expect(auth.sendMwOtp).not.toHaveBeenCalled();
    expect(auth.authByMwOtp).not.toHaveBeenCalled();
  });
});
