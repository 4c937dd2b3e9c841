import { parentalDialogueOrDefault, runParentalDialogueAction } from './dialogue-actions';

const openModal = jest.fn();
const updateCurrentUser = jest.fn(async () => ({}));
jest.mock('../modals', () => ({ openModal: (...args: unknown[]) => openModal(...args) }));
jest.mock('../api/browser', () => ({ getBrowserApi: () => 'api' }));
jest.mock('../api/users', () => ({ updateCurrentUser: (...args: unknown[]) => updateCurrentUser(...(args as [])) }));

const texts = { title: 'Parental control', message: 'Set a PIN', set: 'Create', ignore: 'Not now' };

beforeEach(() => jest.clearAllMocks());

describe('parental dialogue', () => {
  it("shows the platform's dialogue when it sends one, else the app's own offer", () => {
    const sent = { icon: 'x', title: 'T', message: 'M', buttons: [{ label: 'Go', action: 'parental', isPrimary: true }] };
    expect(parentalDialogueOrDefault(sent, texts)).toBe(sent);
    expect(parentalDialogueOrDefault(null, texts).buttons.map((button) => button.action)).toEqual(['parental_set', 'parental_ignore']);
  });

  it('sets a PIN, declines for good or opens the settings; an unknown action does nothing', async () => {
    await runParentalDialogueAction('parental_set');
    expect(openModal).toHaveBeenLastCalledWith('parental_set');
    await runParentalDialogueAction('parental');
    expect(openModal).toHaveBeenLastCalledWith('parental');
    await runParentalDialogueAction('parental_ignore');
    expect(updateCurrentUser).toHaveBeenCalledWith('api', { parentalStatus: 'ignore' });
    openModal.mockClear();
    await runParentalDialogueAction('launch_rockets');
    expect(openModal).not.toHaveBeenCalled();
  });
});
