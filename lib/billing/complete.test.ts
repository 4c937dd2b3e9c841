import { parentalCheck } from '../rules/parental';
import { parentalMoments, resetParentalMoments } from '../session/parental-moments';
import { finishPurchase } from './complete';

const openMessage = jest.fn();
jest.mock('../modals/message', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));
jest.mock('./refresh', () => ({ refreshBillingData: jest.fn(async () => undefined) }));
jest.mock('./payment-events', () => ({ logBillingEvent: jest.fn(async () => undefined) }));

const text = (key: string) => key;
const api = {} as Parameters<typeof finishPurchase>[0];
const member = { signedIn: true, adult: true, parentalStatus: 'set' as const };
const guarded = { vod: true, channel: true, program: true, pay: true };
const check = () =>
  parentalCheck({
    action: 'vod',
    viewer: member,
    deviceSettings: guarded,
    ignoreParentalControl: false,
    now: Date.now(),
    ...parentalMoments(),
  });

describe('finishPurchase', () => {
  beforeEach(() => resetParentalMoments());

  it('opens the 30 s window in which watching what was bought asks no PIN again', async () => {
    expect(check()).toBe('ask_pin');
    await finishPurchase(api, text, { packetName: 'Cinema', forContent: true });
    expect(check()).toBe('pass');
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: 'success.content' }));
  });
});
