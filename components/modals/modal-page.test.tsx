import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/components/shell/testing/intl';
import { ModalPage } from './modal-page';

const router = { back: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  router.back.mockClear();
  router.push.mockClear();
});

describe('ModalPage', () => {
  it('is a modal dialog labelled by its title with focus inside', () => {
    renderWithIntl(
      <ModalPage title="Interstellar" fallbackHref="/">
        <p>Description</p>
      </ModalPage>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Interstellar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes back to the previous page of the app', async () => {
    window.history.pushState(null, '', '/contents/interstellar');
    setReferrer(`${window.location.origin}/channels`);
    renderWithIntl(<ModalPage title="Interstellar" fallbackHref="/">x</ModalPage>);
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('uses the fallback address when opened directly from another site, also on Escape', async () => {
    setReferrer('https://search.example/');
    renderWithIntl(<ModalPage title="Settings" fallbackHref="/channels">x</ModalPage>);
    await userEvent.keyboard('{Escape}');
    expect(router.push).toHaveBeenCalledWith('/channels');
    expect(router.back).not.toHaveBeenCalled();
  });
});
