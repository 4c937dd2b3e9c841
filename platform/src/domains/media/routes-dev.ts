import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { devOk } from '../../core/respond';
import { addFaultRule, faultStore } from './faults';
import { clearMetrics, readMetrics } from './metrics';

/** Test helpers, registered only with config.devEndpoints: fault rules and metrics read-back. */
export function registerDevRoutes(app: PlatformApp, ctx: PlatformContext) {
  if (!ctx.config.devEndpoints) return;

  app.get('/dev/faults', (c) => devOk(c, faultStore(ctx).rules));

  app.post('/dev/faults', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest('The body must be a JSON fault rule, a list of them, or {rules: [...]}.');
    }
    const list = Array.isArray(body)
      ? body
      : Array.isArray((body as { rules?: unknown })?.rules)
        ? (body as { rules: unknown[] }).rules
        : [body];
    if (list.length === 0 || list.some((item) => !item || typeof item !== 'object'))
      throw badRequest('Each fault rule must be an object.');
    const store = faultStore(ctx);
    const before = store.rules.slice();
    try {
      const created = list.map((item) => addFaultRule(ctx, item as Record<string, unknown>));
      return devOk(c, created, 201);
    } catch (error) {
      store.rules = before;
      throw error;
    }
  });

  app.delete('/dev/faults', (c) => {
    const store = faultStore(ctx);
    const removed = store.rules.length;
    store.rules = [];
    return devOk(c, { removed });
  });

  app.get('/dev/metrics', (c) => devOk(c, readMetrics(ctx, { name: c.req.query('name'), kind: c.req.query('kind') })));

  app.delete('/dev/metrics', (c) => {
    clearMetrics(ctx);
    return devOk(c, { cleared: true });
  });
}
