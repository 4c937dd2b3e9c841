import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { parentalMoments, resetParentalMoments } from '@/lib/session/parental-moments';
import { startParentalRequest } from '@/lib/parental/pin-request';
import en from '@/messages/en.json';
import { ParentalSetModalBody } from './parental-set-modal-body';
import { PincodeModalBody } from './pincode-modal-body';

const checkParentalCode = jest.fn();
const updateCurrentUser = jest.fn();
const sendParentalCode = jest.fn();
jest.mock('@/lib/api/users', () => ({
  checkParentalCode: (...args: unknown[]) => checkParentalCode(...args),
  updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...args),
  sendParentalCode: (...args: unknown[]) => sendParentalCode(...args),
}));

/** A platform answer the test releases. */
function pending() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));

beforeEach(() => {
  checkParentalCode.mockReset();
  updateCurrentUser.mockReset();
  sendParentalCode.mockReset();
  resetParentalMoments();
});

describe('PIN entry', () => {
  it('submits by itself at 4 digits, shows the wrong-code error, then lets the saved action run on the right PIN', async () => {
    const { answer } = startParentalRequest('pin', 'profile');
    const close = jest.fn();
    checkParentalCode.mockImplementation(async (_api: unknown, code: string) => code === '1234');
    renderWithIntl(<PincodeModalBody props={{}} close={close} />);
    const input = screen.getByTestId('pin-input');
    await userEvent.type(input, '9999');
    expect(await screen.findByText(en.parental.error_wrong_code)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('pin-input'), '1234');
    await waitFor(() => expect(close).toHaveBeenCalled());
    await expect(answer).resolves.toBe(true);
    expect(parentalMoments().lastPinSuccessAt).not.toBeNull();
    expect(checkParentalCode).toHaveBeenCalledTimes(2);
  });
});

describe('PIN sent by SMS', () => {
  it('sends one SMS however often the viewer clicks while it is on its way, then says it was sent', async () => {
    const answer = pending();
    sendParentalCode.mockReturnValue(answer.promise);
    renderWithIntl(<PincodeModalBody props={{}} close={jest.fn()} />);
    const send = screen.getByRole('button', { name: en.parental.sendBySms });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(sendParentalCode).toHaveBeenCalledTimes(1);
    answer.resolve(undefined);
    expect(await screen.findByText(en.parental.pinSentBySms)).toBeInTheDocument();
    expect(sendParentalCode).toHaveBeenCalledTimes(1);
  });
});

describe('PIN creation', () => {
  it('"not now" closes and leaves parental control notset: nothing is saved, the question comes back later', () => {
    const close = jest.fn();
    renderWithIntl(<ParentalSetModalBody props={{}} close={close} />);
    fireEvent.click(screen.getByRole('button', { name: en.parental.notNow }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(updateCurrentUser).not.toHaveBeenCalled();
  });

  it('"turn parental control off" sends one answer however often it is clicked while the first is on its way', async () => {
    const answer = pending();
    updateCurrentUser.mockReturnValue(answer.promise);
    const close = jest.fn();
    renderWithIntl(<ParentalSetModalBody props={{}} close={close} />);
    const notNow = screen.getByRole('button', { name: en.parental.turnOff });
    fireEvent.click(notNow);
    fireEvent.click(notNow);
    expect(updateCurrentUser).toHaveBeenCalledTimes(1);
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { parentalStatus: 'ignore' });
    answer.resolve({});
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(updateCurrentUser).toHaveBeenCalledTimes(1);
  });


  it('asks twice and refuses different repeats with parental_set_not_equal', async () => {
    const close = jest.fn();
    updateCurrentUser.mockResolvedValue({});
    renderWithIntl(<ParentalSetModalBody props={{}} close={close} />);
    await userEvent.type(screen.getByTestId('pin-input'), '1111');
    expect(await screen.findByText(en.parental.repeatPinLabel)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('pin-input'), '2222');
    expect(await screen.findByText(en.parental.parental_set_not_equal)).toBeInTheDocument();
    expect(updateCurrentUser).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('pin-input'), '4321');
    await userEvent.type(screen.getByTestId('pin-input'), '4321');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(updateCurrentUser).toHaveBeenCalledWith({}, { pincode: '4321' });
  });

  it('asks the old PIN first when changing it', async () => {
    updateCurrentUser.mockResolvedValue({});
    const close = jest.fn();
    renderWithIntl(<ParentalSetModalBody props={{ change: true }} close={close} />);
    expect(screen.getByText(en.parental.oldPinLabel)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('pin-input'), '1234');
    await userEvent.type(screen.getByTestId('pin-input'), '5678');
    await userEvent.type(screen.getByTestId('pin-input'), '5678');
    await waitFor(() => expect(updateCurrentUser).toHaveBeenCalledWith({}, { pincode: '5678', oldPincode: '1234' }));
  });
});
