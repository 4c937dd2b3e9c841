import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AfterIdle } from './after-idle';

type IdleCallback = () => void;
let idleCallbacks: IdleCallback[] = [];

/** Runs the idle callback the page asked for first, as the browser does in its next idle moment. */
function idleMoment() {
  const next = idleCallbacks.shift();
  act(() => next?.());
}

beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: IdleCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  }) as unknown as typeof window.requestIdleCallback;
});

afterEach(() => {
  // The queue is the module's: leave it empty for the next test.
  cleanup();
  while (idleCallbacks.length) idleMoment();
});

test('the waiting parts mount one per idle moment, in order, and not before', () => {
  render(
    <>
      <AfterIdle>
        <p>modal host</p>
      </AfterIdle>
      <AfterIdle>
        <p>alert region</p>
      </AfterIdle>
    </>,
  );
  expect(screen.queryByText('modal host')).toBeNull();
  expect(screen.queryByText('alert region')).toBeNull();
  idleMoment();
  expect(screen.getByText('modal host')).toBeTruthy();
  expect(screen.queryByText('alert region')).toBeNull();
  idleMoment();
  expect(screen.getByText('alert region')).toBeTruthy();
});

test("the viewer's first input mounts every waiting part at once", () => {
  render(
    <>
      <AfterIdle>
        <p>modal host</p>
      </AfterIdle>
      <AfterIdle>
        <p>services</p>
      </AfterIdle>
    </>,
  );
  fireEvent.pointerDown(document.body);
  expect(screen.getByText('modal host')).toBeTruthy();
  expect(screen.getByText('services')).toBeTruthy();
});

test('a part that leaves before its idle moment is not mounted later', () => {
  const first = render(
    <AfterIdle>
      <p>first</p>
    </AfterIdle>,
  );
  first.unmount();
  render(
    <AfterIdle>
      <p>second</p>
    </AfterIdle>,
  );
  idleMoment();
  expect(screen.getByText('second')).toBeTruthy();
});
