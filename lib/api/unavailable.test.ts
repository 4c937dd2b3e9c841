import { ApiError, NetworkError } from './errors';
import { rethrowIfUnavailable } from './unavailable';

describe('rethrowIfUnavailable: which failures of a secondary block keep a page from being stored', () => {
  it('lets the platform down, timing out or failing on its side through', () => {
    for (const outage of [new NetworkError(new TypeError('fetch failed')), new ApiError(502, null), new ApiError(503, null), new DOMException('timed out', 'TimeoutError')]) {
      expect(() => rethrowIfUnavailable(outage)).toThrow(outage);
    }
  });

  it('swallows a refusal: the block is shown empty and the page is complete', () => {
    for (const refusal of [new ApiError(404, null), new ApiError(400, null), new ApiError(403, null)]) {
      expect(() => rethrowIfUnavailable(refusal)).not.toThrow();
    }
  });
});
