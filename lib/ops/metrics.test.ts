import { createMetrics } from './metrics.mjs';
import { installOpsHooks, recordCacheError, recordCacheRedisUp } from './ops-hooks.mjs';

describe('the page cache metrics', () => {
  afterEach(() => installOpsHooks(undefined));

  it("counts the cache handler's Redis failures by kind and shows its connection state", async () => {
    const metrics = createMetrics();
    installOpsHooks({ ...metrics, requestId: () => undefined });
    recordCacheError('read');
    recordCacheError('read');
    recordCacheError('redis');
    recordCacheRedisUp(false);
    const text = await metrics.registry.metrics();
    expect(text).toContain('page_cache_errors_total{kind="read"} 2');
    expect(text).toContain('page_cache_errors_total{kind="redis"} 1');
    expect(text).toContain('page_cache_errors_total{kind="write"} 0');
    expect(text).toContain('page_cache_redis_up 0');
    recordCacheRedisUp(true);
    expect(await metrics.registry.metrics()).toContain('page_cache_redis_up 1');
  });

  it('shows no Redis connection state on a server without Redis', async () => {
    expect(await createMetrics().registry.metrics()).not.toContain('page_cache_redis_up');
  });

  it('is a no-op where no server installed its hooks (the browser, next dev)', () => {
    expect(() => recordCacheError('write')).not.toThrow();
  });
});
