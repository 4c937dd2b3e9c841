import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ModalId } from '@/lib/modals';
import { renderWithIntl } from '@/tests/support/intl';
import { MODAL_BODIES } from './modal-bodies';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

// Each body is rendered here before anything has loaded its code (a file of its own: a body once loaded renders at once).
describe('registered modal bodies', () => {
  it.each(Object.keys(MODAL_BODIES) as ModalId[])('%s shows the placeholder first', (id) => {
    const Body = MODAL_BODIES[id] as ComponentType<{ props: object; close: () => void }>;
    const { unmount } = renderWithIntl(<Body props={{}} close={() => {}} />);
    expect(screen.getByTestId('modal-body-loading')).toBeInTheDocument();
    unmount();
  });
});
