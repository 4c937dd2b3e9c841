import { PIN_REQUIRED_FLAG_MS } from '../rules/parental';
import { settleParentalRequest, startParentalRequest } from './pin-request';

const NOW = 1_700_000_000_000;

afterEach(() => settleParentalRequest(false));

describe('the PIN-required flag', () => {
  it('within 5 s a second check waits for the same PIN answer instead of a second modal', async () => {
    const first = startParentalRequest('pin', 'channel', NOW);
    const second = startParentalRequest('pin', 'program', NOW + PIN_REQUIRED_FLAG_MS - 1);
    expect(first.joined).toBe(false);
    expect(second.joined).toBe(true);
    settleParentalRequest(true);
    await expect(first.answer).resolves.toBe(true);
    await expect(second.answer).resolves.toBe(true);
    // Nothing is outstanding any more: a third check within the 5 s asks anew.
    expect(startParentalRequest('pin', 'channel', NOW + 1).joined).toBe(false);
  });

  it('after 5 s a new check replaces the old question, which is refused', async () => {
    const first = startParentalRequest('pin', 'channel', NOW);
    const second = startParentalRequest('pin', 'channel', NOW + PIN_REQUIRED_FLAG_MS);
    expect(second.joined).toBe(false);
    await expect(first.answer).resolves.toBe(false);
    // The outstanding question is now the second one: its own 5 s count from when it was raised.
    expect(startParentalRequest('pin', 'channel', NOW + 2 * PIN_REQUIRED_FLAG_MS - 1).joined).toBe(true);
  });

  it('a PIN-creation question does not join a PIN-entry one', async () => {
    const entry = startParentalRequest('pin', 'vod', NOW);
    const creation = startParentalRequest('set_pin', 'vod', NOW + 1);
    expect(creation.joined).toBe(false);
    await expect(entry.answer).resolves.toBe(false);
  });

  it('a question answered within the 5 s is not joined: the next check asks again', () => {
    startParentalRequest('pin', 'vod', NOW);
    settleParentalRequest(false);
    expect(startParentalRequest('pin', 'vod', NOW + 1).joined).toBe(false);
  });
});
