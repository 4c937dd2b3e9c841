import { render, screen } from '@testing-library/react';
import { useSettingsFrameSlot } from './settings-frame-stack';

function Frame({ path }: { path: string }) {
  const { visible, arrivedFrom } = useSettingsFrameSlot(path);
  return visible ? <div role="dialog" aria-label={path} data-arrived-from={arrivedFrom ?? ''} /> : null;
}

/** The two slots of the root layout: the page loaded directly, and the intercepting route's page above it. */
function Slots({ page, modal }: { page: string | null; modal: string | null }) {
  return (
    <>
      <div>{page && <Frame key={page} path={page} />}</div>
      <div>{modal && <Frame key={modal} path={modal} />}</div>
    </>
  );
}

describe('settings frames: one on screen at a time (core-session-account.md section 2)', () => {
  it('a settings page opened over a directly loaded one hides it, and it shows again when the newer one leaves', () => {
    const view = render(<Slots page="/settings/devices" modal={null} />);
    expect(screen.getAllByRole('dialog').map((frame) => frame.getAttribute('aria-label'))).toEqual(['/settings/devices']);

    view.rerender(<Slots page="/settings/devices" modal="/settings/account" />);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-label', '/settings/account');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-arrived-from', '/settings/devices');

    // The modal slot swaps its page in one commit: still one frame, and it knows where it came from.
    view.rerender(<Slots page="/settings/devices" modal="/settings" />);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-label', '/settings');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-arrived-from', '/settings/account');

    view.rerender(<Slots page="/settings/devices" modal={null} />);
    expect(screen.getAllByRole('dialog').map((frame) => frame.getAttribute('aria-label'))).toEqual(['/settings/devices']);
    view.unmount();
  });

  it('a settings page opened from outside the settings arrived from nowhere', async () => {
    const view = render(<Slots page={null} modal="/settings" />);
    view.rerender(<Slots page={null} modal={null} />);
    await Promise.resolve();
    view.rerender(<Slots page={null} modal="/settings/account" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-arrived-from', '');
    view.unmount();
  });
});
