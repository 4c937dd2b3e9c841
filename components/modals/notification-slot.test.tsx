import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, MODAL_CLOSE_ANIMATION_MS, openModal } from '@/lib/modals';
import { requestNotification } from '@/lib/modals/notifications';
import { HOLD_PROMPTS_COOKIE } from '@/lib/modals/notifications-hold';
import type { NotificationKind } from '@/lib/rules/notifications';
import { NotificationSlot } from './notification-slot';

function Prompt({ kind, when }: { kind: NotificationKind; when?: boolean }) {
  return (
    <NotificationSlot kind={kind} when={when}>
      {(dismiss) => (
        <div role="alertdialog" aria-label={kind}>
          <button type="button" onClick={dismiss}>
            Close {kind}
          </button>
        </div>
      )}
    </NotificationSlot>
  );
}

beforeEach(() => window.localStorage.clear());

describe('NotificationSlot', () => {
  it('shows prompts one after another', async () => {
    render(
      <>
        <Prompt kind="email" />
        <Prompt kind="survey_rate" />
      </>,
    );
    expect(screen.getByRole('alertdialog', { name: 'email' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'survey_rate' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close email' }));
    expect(screen.getByRole('alertdialog', { name: 'survey_rate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close survey_rate' }));
  });

  it('hides while a modal is open and skips prompts that do not apply', () => {
    jest.useFakeTimers();
    render(
      <>
        <Prompt kind="register" when={false} />
        <Prompt kind="poll" />
      </>,
    );
    expect(screen.queryByRole('alertdialog', { name: 'register' })).not.toBeInTheDocument();
    act(() => void openModal('smarttv'));
    expect(screen.queryByRole('alertdialog', { name: 'poll' })).not.toBeInTheDocument();
    act(() => {
      closeModal();
      jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS);
    });
    expect(screen.getByRole('alertdialog', { name: 'poll' })).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('remembers a dismissed register prompt across visits', async () => {
    const first = render(<Prompt kind="register" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close register' }));
    first.unmount();
    render(<Prompt kind="register" />);
    expect(screen.queryByRole('alertdialog', { name: 'register' })).not.toBeInTheDocument();
  });
});

describe('NotificationSlot timing and the hold cookie', () => {
  afterEach(() => {
    document.cookie = `${HOLD_PROMPTS_COOKIE}=; max-age=0`;
    jest.useRealTimers();
  });

  it('a slot with a delay shows its prompt only after the delay', () => {
    jest.useFakeTimers();
    render(<DelayedPrompt kind="poll" delayMs={5000} />);
    act(() => void jest.advanceTimersByTime(4999));
    expect(screen.queryByRole('alertdialog', { name: 'poll' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('alertdialog', { name: 'poll' })).toBeInTheDocument();
  });

  it('a slot that does not ask shows the prompt once a feature requests it', () => {
    jest.useFakeTimers();
    render(<DelayedPrompt kind="register" request={false} />);
    expect(screen.queryByRole('alertdialog', { name: 'register' })).not.toBeInTheDocument();
    act(() => void requestNotification('register', { delayMs: 5000 }));
    act(() => void jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alertdialog', { name: 'register' })).toBeInTheDocument();
  });

  it('shows nothing while the hold cookie is set', () => {
    document.cookie = `${HOLD_PROMPTS_COOKIE}=1`;
    render(<DelayedPrompt kind="email" />);
    expect(screen.queryByRole('alertdialog', { name: 'email' })).not.toBeInTheDocument();
  });
});

function DelayedPrompt({ kind, delayMs, request }: { kind: NotificationKind; delayMs?: number; request?: boolean }) {
  return (
    <NotificationSlot kind={kind} delayMs={delayMs} request={request}>
      {() => <div role="alertdialog" aria-label={kind} />}
    </NotificationSlot>
  );
}
