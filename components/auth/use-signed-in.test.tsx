import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { useSignedIn } from './use-signed-in';

const finishBrowserSignIn = jest.fn();
const openMessage = jest.fn();
jest.mock('@/lib/session/browser-sign-in', () => ({ finishBrowserSignIn: (...args: unknown[]) => finishBrowserSignIn(...args) }));
jest.mock('@/lib/modals', () => ({ openMessage: (...args: unknown[]) => openMessage(...args) }));
jest.mock('@/lib/session/auth-resume', () => ({ takePendingSignIn: () => null }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Almaty">
    {children}
  </NextIntlClientProvider>
);

beforeEach(() => {
  finishBrowserSignIn.mockReset();
  openMessage.mockReset();
});

describe('useSignedIn', () => {
  it('tells the viewer which device was signed out to make room for this one', async () => {
    finishBrowserSignIn.mockResolvedValue({ removedDevice: { vendor: 'Samsung', model: 'QE55', serial: 'tv-1' } });
    const close = jest.fn();
    const { result } = renderHook(() => useSignedIn(close), { wrapper });
    await act(() => result.current(false));
    expect(close).toHaveBeenCalled();
    expect(openMessage).toHaveBeenCalledWith({
      title: en.auth.deviceRemovedTitle,
      text: en.auth.deviceRemoved.replace('{device}', 'Samsung QE55'),
    });
  });

  it('says nothing when no device had to go', async () => {
    finishBrowserSignIn.mockResolvedValue({ removedDevice: null });
    const { result } = renderHook(() => useSignedIn(jest.fn()), { wrapper });
    await act(() => result.current(true));
    expect(openMessage).not.toHaveBeenCalled();
  });
});
