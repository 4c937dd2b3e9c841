import { render } from '@testing-library/react';
import { ServiceWorkerRegistration } from './service-worker-registration';

const register = jest.fn(async () => ({}));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});
beforeEach(() => register.mockClear());

describe('ServiceWorkerRegistration', () => {
  it('registers /service-worker.js for the whole site in production', () => {
    render(<ServiceWorkerRegistration enabled />);
    expect(register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('stays away in development and tests', () => {
    render(<ServiceWorkerRegistration />);
    expect(register).not.toHaveBeenCalled();
  });
});
