import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { canAskNotificationPermission, PermissionPrompt } from './permission-prompt';
import { useOnFirstPage } from './use-first-page';

const logSessionEvent = jest.fn(async (..._args: unknown[]) => undefined);
jest.mock('@/lib/session/analytics', () => ({ logSessionEvent: (...args: unknown[]) => logSessionEvent(...args) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
const syncBrowserWebPush = jest.fn(async () => 'saved');
jest.mock('@/lib/session/web-push-browser', () => ({ syncBrowserWebPush: () => syncBrowserWebPush() }));

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = jest.fn(async () => answer);
  Object.defineProperty(window, 'Notification', { value: { permission, requestPermission }, configurable: true });
  return requestPermission;
}

beforeAll(() => Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true }));
beforeEach(() => {
  logSessionEvent.mockClear();
  syncBrowserWebPush.mockClear();
});

describe('PermissionPrompt', () => {
  it('is offered only while the browser has not been asked', () => {
    fakeNotification('default');
    expect(canAskNotificationPermission()).toBe(true);
    fakeNotification('granted');
    expect(canAskNotificationPermission()).toBe(false);
    fakeNotification('denied');
    expect(canAskNotificationPermission()).toBe(false);
  });

  it('asks the browser on Allow, closes, and logs a refusal', async () => {
    const requestPermission = fakeNotification('default', 'denied');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Logged where a console is shown: with analytics debug on (lib/debug-log.ts).
    document.cookie = 'show_debug=1';
    const dismiss = jest.fn();
    renderWithIntl(<PermissionPrompt dismiss={dismiss} />);
    await userEvent.click(screen.getByRole('button', { name: en.prompts.permissionButton }));
    expect(dismiss).toHaveBeenCalled();
    expect(requestPermission).toHaveBeenCalled();
    await waitFor(() => expect(logSessionEvent).toHaveBeenCalledWith({}, 'notification_permission', { result: 'denied' }));
    expect(warn).toHaveBeenCalledWith('notification permission denied');
    expect(syncBrowserWebPush).not.toHaveBeenCalled();
    warn.mockRestore();
    document.cookie = 'show_debug=; max-age=0';
  });

  it('subscribes this browser to pushes once notifications are allowed', async () => {
    fakeNotification('default', 'granted');
    renderWithIntl(<PermissionPrompt dismiss={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: en.prompts.permissionButton }));
    await waitFor(() => expect(syncBrowserWebPush).toHaveBeenCalledTimes(1));
  });

  it('"Later" closes without asking the browser', async () => {
    const requestPermission = fakeNotification('default');
    const dismiss = jest.fn();
    renderWithIntl(<PermissionPrompt dismiss={dismiss} />);
    await userEvent.click(screen.getByRole('button', { name: en.prompts.later }));
    expect(dismiss).toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});

describe('useOnFirstPage', () => {
  it('is true on the first page only, also after coming back to it', () => {
    pathname = '/';
    const { result, rerender } = renderHook(() => useOnFirstPage());
    expect(result.current).toBe(true);
    act(() => {
      pathname = '/channels';
    });
    rerender();
    expect(result.current).toBe(false);
    pathname = '/';
    rerender();
    expect(result.current).toBe(false);
  });
});
