import { ApiError, NetworkError } from '@/lib/api/errors';
import { stageOutcomeOfStreamError } from './stream-errors';

const refusal = (status: number, code: string, message = 'server text') =>
  new ApiError(status, { error_code: code, error: { message, code }, detail: message, status_code: status });

describe('stageOutcomeOfStreamError', () => {
  it('alerts the archive refusals with the spec keys and goes back to live', () => {
    expect(stageOutcomeOfStreamError(refusal(400, 'from_future'))).toEqual({
      kind: 'alert',
      key: 'channels.error_schedule_from_future',
      goLive: true,
    });
    expect(stageOutcomeOfStreamError(refusal(403, 'copyright_banned'))).toEqual({
      kind: 'alert',
      key: 'channels.error_schedule_copyright_banned',
      goLive: true,
    });
  });

  it('gives permission_denied its own message and other 403s the server text', () => {
    expect(stageOutcomeOfStreamError(refusal(403, 'permission_denied', 'Not for this profile'))).toMatchObject({
      kind: 'permission_denied',
      text: 'Not for this profile',
    });
    expect(stageOutcomeOfStreamError(refusal(403, 'geo', 'Blocked here'))).toMatchObject({
      kind: 'server_message',
      text: 'Blocked here',
    });
  });

  it('offers the purchase only when the answer says the channel is not purchased', () => {
    expect(stageOutcomeOfStreamError(refusal(403, 'not_purchased')).kind).toBe('not_purchased');
    expect(stageOutcomeOfStreamError(refusal(402, 'not_purchased')).kind).toBe('not_purchased');
  });

  it('stores a stream error for any other refusal: a bad address or an expired session is no offer to buy', () => {
    expect(stageOutcomeOfStreamError(refusal(400, 'invalid_ts'))).toMatchObject({ kind: 'stream_error', goLive: false });
    expect(stageOutcomeOfStreamError(refusal(401, 'authentication_failed')).kind).toBe('stream_error');
    expect(stageOutcomeOfStreamError(refusal(404, 'not_found')).kind).toBe('stream_error');
    expect(stageOutcomeOfStreamError(refusal(402, 'oops')).kind).toBe('stream_error');
  });

  it('stores a stream error for a server failure or a request without an answer, never a purchase offer', () => {
    const dropped = new NetworkError(new TypeError('Failed to fetch'));
    expect(stageOutcomeOfStreamError(dropped)).toEqual({ kind: 'stream_error', error: dropped, goLive: false });
    expect(stageOutcomeOfStreamError(refusal(503, 'injected_fault')).kind).toBe('stream_error');
  });
});
