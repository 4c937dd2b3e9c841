import { test } from './fixtures';
import { holdPrompts } from './prompts';
import { startExtraServer, type ExtraServer, type ExtraServerOptions } from './servers';

export interface RunningExtraServer {
  /** Origin of the extra web server; only inside the file's tests and hooks. */
  readonly url: string;
}

/**
 * An extra server of this run's build with other settings for the tests of one spec file, called at the file's top:
 * started before its tests (they run in order and share it) and stopped after them, with the notification prompts
 * held on it and on the worker's own server, which the tests visit to show the difference.
 */
export function extraServerForFile(options: ExtraServerOptions): RunningExtraServer {
  let server: ExtraServer | null = null;
  const running: RunningExtraServer = {
    get url() {
      if (!server) throw new Error('the extra server is not running (use it inside tests and hooks)');
      return server.url;
    },
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({}, testInfo) => {
    // Starting a server on a busy machine can take a while; the tests themselves keep the usual limit.
    testInfo.setTimeout(120_000);
    server = await startExtraServer(options);
  });

  test.afterAll(async () => {
    await server?.stop();
    server = null;
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await holdPrompts(context, running.url);
    await holdPrompts(context, baseURL!);
  });

  return running;
}
