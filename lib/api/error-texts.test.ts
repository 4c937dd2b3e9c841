import { localizeErrorBody } from './error-texts';

const words = (key: string) => `[${key}]`;
const body = (value: object) => JSON.stringify(value);

describe('localizeErrorBody', () => {
  it('words a viewer-facing error in the viewer’s language everywhere the generic handler reads it', () => {
    const wrongPassword = body({
      detail: { login: ['Wrong login or password.'] },
      error: { message: 'Wrong login or password.', code: 'invalid_credentials' },
      error_code: 'invalid_credentials',
      status_code: 400,
    });
    expect(JSON.parse(localizeErrorBody(wrongPassword, words))).toEqual({
      detail: { login: ['[invalidCredentials]'] },
      error: { message: '[invalidCredentials]', code: 'invalid_credentials' },
      error_code: 'invalid_credentials',
      status_code: 400,
    });
    const profileLimit = body({ detail: 'At most 5 profiles are allowed.', error_code: 'profile_limit', message: 'x' });
    expect(JSON.parse(localizeErrorBody(profileLimit, words))).toMatchObject({
      detail: '[profileLimit]',
      message: '[profileLimit]',
    });
  });

  it('leaves other codes, bodies without a code and text that is not JSON as they came', () => {
    for (const text of [
      body({ detail: 'Not found.', error: { message: 'Not found.', code: 'not_found' }, error_code: 'not_found' }),
      body({ detail: 'Something' }),
      body({ error_code: 'toString' }),
      'Bad Gateway',
      'null',
    ]) {
      expect(localizeErrorBody(text, words)).toBe(text);
    }
  });
});
