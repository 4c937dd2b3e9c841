import { createRenderGate } from './render-gate.mjs';

describe('render gate', () => {
  it('admits up to its bound, queues the next in order, and refuses beyond the queue', async () => {
    const gate = createRenderGate({ concurrency: 2, queueLength: 1, queueWaitMs: 1_000 });
    const first = await gate.acquire();
    await gate.acquire();
    const queued = gate.acquire();
    expect(await gate.acquire()).toBeNull();
    expect(gate.waiting).toBe(1);
    first!();
    first!();
    expect(typeof (await queued)).toBe('function');
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(0);
  });

  it('gives a waiter up after the wait, and lets a waiter that left go', async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 5, queueWaitMs: 30 });
    const held = await gate.acquire();
    expect(await gate.acquire()).toBeNull();
    const leaving = new AbortController();
    const left = gate.acquire(leaving.signal);
    leaving.abort();
    expect(await left).toBeNull();
    expect(gate.waiting).toBe(0);
    held!();
    expect(gate.active).toBe(0);
  });

  /** A gate of one place whose one render so far held it for `heldMs`: what the gate expects of the next. */
  async function gateAfterOneRender(heldMs: number) {
    let clock = 0;
    const gate = createRenderGate({ concurrency: 1, queueLength: 5, queueWaitMs: 100 }, () => clock);
    const release = await gate.acquire();
    clock += heldMs;
    release!();
    return gate;
  }

  it('refuses at once a waiter the renders ahead of it would keep past the wait, and queues one they would not', async () => {
    const slowGate = await gateAfterOneRender(150);
    const held = await slowGate.acquire();
    const refused = slowGate.acquire();
    // Never queued: refused without waiting out the 100 ms.
    expect(slowGate.waiting).toBe(0);
    expect(await refused).toBeNull();
    held!();

    const quickGate = await gateAfterOneRender(40);
    const holding = await quickGate.acquire();
    const queued = quickGate.acquire();
    expect(quickGate.waiting).toBe(1);
    holding!();
    expect(typeof (await queued)).toBe('function');
  });
});
