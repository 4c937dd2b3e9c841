import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { User } from '../api/types/identity';
import { markAppReady } from './app-ready';
import { useCurrentUser } from './use-current-user';

const VIEWER = { id: 5, isGuest: false } as User;
const loadCurrentUser = jest.fn(async () => VIEWER);
jest.mock('./load-current-user', () => ({ loadCurrentUser: () => loadCurrentUser() }));

// No deduping window and a cache of this test's own: every mount that revalidates asks.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ dedupingInterval: 0, provider: () => cache }}>{children}</SWRConfig>
);
const cache = new Map();

it('a reader mounted without revalidation takes the viewer already known; an ordinary one asks again', async () => {
  markAppReady({ network: null, resources: null, configuration: null, session: {} as never });
  const first = renderHook(() => useCurrentUser(), { wrapper });
  await waitFor(() => expect(first.result.current.user).toBe(VIEWER));
  expect(loadCurrentUser).toHaveBeenCalledTimes(1);

  // The player of each channel switched to: mounted again and again beside its stream request.
  const player = renderHook(() => useCurrentUser({ revalidateOnMount: false }), { wrapper });
  expect(player.result.current.user).toBe(VIEWER);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(loadCurrentUser).toHaveBeenCalledTimes(1);

  renderHook(() => useCurrentUser(), { wrapper });
  await waitFor(() => expect(loadCurrentUser).toHaveBeenCalledTimes(2));
});
