import { parentalDialogueOrDefault, runParentalDialogueAction } from './dialogue-actions';

const openModal = jest.fn();
const updateCurrentUser = jest.fn(async () => ({}));
jest.mock('../modals', () => ({ openModal: (...args: unknown[]) => openModal(...args) }));
jest.mock('../api/browser', () => ({ getBrowserApi: () => 'api' }));
jest.mock('../api/users', () => ({ updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...(args as [])) }));

const texts = { title: 'Parental control', message: 'Set a PIN', set: 'Create', ignore: 'Not now', turnOff: 'Turn parental control off' };

beforeEach(() => jest.clearAllMocks());

describe('parental dialogue', () => {
  it("shows the platform's dialogue when it sends one, else the app's own offer, with a turn-off button in its words", () => {
    const sent = { icon: 'x', title: 'T', message: 'M', buttons: [{ label: 'Go', action: 'parental', isPrimary: true }] };
    expect(parentalDialogueOrDefault(sent, texts).buttons.map((button) => button.label)).toEqual(['Go', 'Turn parental control off']);
    expect(parentalDialogueOrDefault(null, texts).buttons.map((button) => button.action)).toEqual(['parental_set', 'parental_ignore', 'parental_turn_off']);
  });

  it('"Not now" (parental_ignore) leaves the status notset; only the turn-off button declines for good', async () => {
    await runParentalDialogueAction('parental_ignore');
    expect(updateCurrentUser).not.toHaveBeenCalled();
    await runParentalDialogueAction('parental_turn_off');
    expect(updateCurrentUser).toHaveBeenCalledWith('api', { parentalStatus: 'ignore' });
  });

  it('sets a PIN or opens the settings; an unknown action does nothing', async () => {
    await runParentalDialogueAction('parental_set');
    expect(openModal).toHaveBeenLastCalledWith('parental_set');
    await runParentalDialogueAction('parental');
    expect(openModal).toHaveBeenLastCalledWith('parental');
    openModal.mockClear();
    await runParentalDialogueAction('launch_rockets');
    expect(openModal).not.toHaveBeenCalled();
  });
});
