import { ApiError, describeApiError, isAuthenticationError } from './errors';

/** Each documented error body (../shared/operator-wire-format.md, cross-cutting fact 5) read into one shape. */
describe('ApiError reads every documented error body', () => {
  it('the best-supported body: status_code, error_code and error.message', () => {
    const error = new ApiError(401, { status_code: 401, error_code: 'authentication_failed', error: { message: 'Token expired' } });
    expect([error.code, error.serverMessage]).toEqual(['authentication_failed', 'Token expired']);
    expect(isAuthenticationError(error)).toBe(true);
  });

  it('status_code as a string in the body (S4 compares with "400")', () => {
    const error = new ApiError(400, { status_code: '400', error: { message: 'Device limit reached' } });
    expect(error.serverMessage).toBe('Device limit reached');
  });

  it('a message string anywhere in the body (S3)', () => {
    expect(new ApiError(403, { message: 'Channel is not available' }).serverMessage).toBe('Channel is not available');
  });

  it("DRF's detail string (S2)", () => {
    expect(describeApiError(new ApiError(404, { detail: 'Not found.' }), 'Error')).toBe('Not found.');
  });

  it("DRF's detail field map", () => {
    expect(describeApiError(new ApiError(400, { detail: { phone: ['Enter a valid phone.'] } }), 'Error')).toBe('Enter a valid phone.');
  });

  it("DRF's bare field map {field: [messages]}", () => {
    const error = new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.'] } as never);
    expect(describeApiError(error, 'Error')).toBe('Unable to log in with provided credentials.');
  });

  it('error_code alone, and an error that is a plain string (S4 shows response.error)', () => {
    expect(new ApiError(400, { error_code: 'device_not_found' }).code).toBe('device_not_found');
    expect(new ApiError(400, { error: 'Bad request' }).serverMessage).toBe('Bad request');
  });

  it('does not read a data field of a 402 as field errors', () => {
    const error = new ApiError(402, { error_code: 'not_enough_money', amount: ['500.00'] } as never);
    expect(describeApiError(error, 'Error')).toBe('Error (402)');
  });

  it('a body that is not an object (a list, null) gives the fallback text', () => {
    expect(describeApiError(new ApiError(500, ['x'] as never), 'Error')).toBe('Error (500)');
    expect(describeApiError(new ApiError(502, null), 'Error')).toBe('Error (502)');
  });
});
