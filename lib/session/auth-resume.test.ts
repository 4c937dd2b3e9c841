import { cancelPendingSignIn, rememberSignIn, takePendingSignIn } from './auth-resume';

describe('remembered sign-in', () => {
  afterEach(() => takePendingSignIn());

  it('hands the resume callback and the target over once', () => {
    const resume = jest.fn();
    rememberSignIn({ resume, target: '/lk' });
    const taken = takePendingSignIn();
    expect(taken?.target).toBe('/lk');
    taken?.resume?.();
    expect(resume).toHaveBeenCalledTimes(1);
    expect(takePendingSignIn()).toBeNull();
  });

  it('drops targets outside the app', () => {
    rememberSignIn({ target: '//evil.example/steal' });
    expect(takePendingSignIn()?.target).toBeUndefined();
  });

  it('tells the waiting gate when the modal closes without a sign-in or a new request replaces it', () => {
    const first = jest.fn();
    rememberSignIn({ cancel: first });
    rememberSignIn({ cancel: jest.fn() });
    expect(first).toHaveBeenCalledTimes(1);
    cancelPendingSignIn();
    expect(takePendingSignIn()).toBeNull();
  });
});
