import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, flushLog, logDestination, maskSecrets, routeConsoleToLogger } from './logger.mjs';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', destination }) };
}

describe('server log', () => {
  it('writes one JSON line with the level by name and an ISO time', () => {
    const { lines, logger } = capture();
    logger.info({ reqId: 'abc', status: 200 }, 'request');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', reqId: 'abc', status: 200, msg: 'request', time: expect.stringMatching(/^\d{4}-/) })]);
  });

  it('redacts fields that hold tokens, cookies, phone numbers and codes', () => {
    const { lines, logger } = capture();
    logger.info({ access_token: 't0k3n', query: { phone: '+77011234567', code: '1234' }, headers: { cookie: 'tv_token=x', 'set-cookie': 'a=b' } }, 'x');
    const text = JSON.stringify(lines);
    for (const secret of ['t0k3n', '77011234567', '1234', 'tv_token', 'a=b']) expect(text).not.toContain(secret);
  });

  it('masks secrets in free text: query parameters, bearer tokens, phone numbers', () => {
    const masked = maskSecrets('GET /v2/users/self?access_token=abc.def&x=1 failed; code: "5678" Bearer s3cret, call +7 701 123 45 67');
    expect(masked).not.toMatch(/abc\.def|5678|s3cret|701 123/);
    expect(masked).toContain('/v2/users/self?access_token=[redacted]&x=1');
  });

  it('masks an error message and stack', () => {
    const { lines, logger } = capture();
    logger.error({ err: new Error('fetch http://p/v2/x?access_token=leak failed') }, 'request failed');
    expect(JSON.stringify(lines)).not.toContain('leak');
    expect(lines[0]).toMatchObject({ level: 'error', err: { type: 'Error', message: 'fetch http://p/v2/x?access_token=[redacted] failed' } });
  });

  it("turns the app's console.error into a JSON line with the request's id", () => {
    const { lines, logger } = capture();
    const original = { error: console.error, warn: console.warn };
    try {
      routeConsoleToLogger(logger, () => 'req-1');
      console.error('[billing] failed for phone 87011234567', new Error('boom'));
      console.warn('careful');
    } finally {
      Object.assign(console, original);
    }
    expect(lines[0]).toMatchObject({ level: 'error', reqId: 'req-1', msg: '[billing] failed for phone [redacted]', err: { message: 'boom' } });
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'careful' });
  });

  it('honours the level setting', () => {
    const lines: string[] = [];
    const destination = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    const logger = createLogger({ level: 'warn', destination });
    logger.info('quiet');
    logger.warn('loud');
    expect(lines).toHaveLength(1);
  });

  describe('written to its file in batches', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'server-log-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    function fileLogger(flushEveryMs?: number) {
      const file = path.join(dir, 'server.log');
      const destination = logDestination(file, { flushEveryMs });
      const lines = () => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line).msg);
      return { logger: createLogger({ level: 'info', destination }), destination, lines };
    }

    it('holds request lines instead of writing each as it is logged, and writes them all when flushed', async () => {
      const { logger, destination, lines } = fileLogger();
      await new Promise((resolve) => destination.once('ready', resolve));
      for (const id of ['a', 'b', 'c']) logger.info({ reqId: id }, `request ${id}`);
      expect(lines()).toEqual([]);
      flushLog(logger);
      expect(lines()).toEqual(['request a', 'request b', 'request c']);
      destination.end();
    });

    it('writes held lines within the flush period when nothing else comes', async () => {
      const { logger, destination, lines } = fileLogger(50);
      await new Promise((resolve) => destination.once('ready', resolve));
      logger.info('the last request of a quiet night');
      await pause(300);
      expect(lines()).toEqual(['the last request of a quiet night']);
      destination.end();
    });

    it('writes an error at once, after the lines held before it', async () => {
      const { logger, destination, lines } = fileLogger();
      await new Promise((resolve) => destination.once('ready', resolve));
      logger.info('request');
      logger.error({ err: new Error('boom') }, 'request failed');
      expect(lines()).toEqual(['request', 'request failed']);
      logger.fatal('crashing');
      expect(lines()).toEqual(['request', 'request failed', 'crashing']);
      destination.end();
    });
  });
});
