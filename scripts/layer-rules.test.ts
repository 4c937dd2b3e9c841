import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Issue 17's layer and state rules fail on a planted violation (and pass on the same file done right): ESLint's
 * `no-restricted-imports` for player/ and lib/, the SWR key rule, and scripts/check-state-conventions.mjs. The files
 * are linted as text under the paths they would have, so nothing is written into the tree.
 */
const ROOT = join(__dirname, '..');

interface Planted {
  path: string;
  code: string;
}

/** The rule ids ESLint reports for each planted file, from one ESLint run with the project's config. */
function lintRules(files: Planted[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const files = JSON.parse(process.argv[1]);
    const out = [];
    for (const file of files) {
      const [result] = await eslint.lintText(file.code, { filePath: file.path });
      out.push(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId));
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]');
}

describe('layer rules (ARCHITECTURE.md)', () => {
  it('ESLint fails player/ importing the app, lib/ importing components/, an SWR key or an API path written in place', () => {
    const results = lintRules([
      { path: 'player/react/planted.ts', code: "import { showAlert } from '@/lib/alerts/alert-store';\nexport const a = showAlert;\n" },
      { path: 'player/react/planted.ts', code: "import { getBrowserApi } from '@/lib/api/browser';\nexport const a = getBrowserApi;\n" },
      { path: 'player/react/planted.ts', code: "import { openModal } from '../../lib/modals';\nexport const a = openModal;\n" },
      { path: 'player/react/planted.ts', code: "import { Spinner } from '@/components/ui/spinner';\nexport const a = Spinner;\n" },
      { path: 'lib/session/planted.ts', code: "import { Spinner } from '@/components/ui/spinner';\nexport const a = Spinner;\n" },
      {
        path: 'components/channels/planted.tsx',
        code: "import useSWR from 'swr';\nexport function useA() {\n  return useSWR(['channels/list'], () => null);\n}\n",
      },
      {
        path: 'lib/player/planted.ts',
        code: "import type { ApiClient } from '@/lib/api/client';\nexport const send = (api: ApiClient, kind: string) => api.post(`/v2/metrics/playback/${kind}`, {});\n",
      },
      // The same files done right pass.
      {
        path: 'lib/api/planted.ts',
        code: "import type { ApiClient } from './client';\nexport const send = (api: ApiClient, kind: string) => api.post(`/v2/metrics/playback/${kind}`, {});\n",
      },
      { path: 'player/react/planted.ts', code: "import { createStore } from '../core/store';\nexport const a = createStore;\n" },
      { path: 'lib/session/planted.ts', code: "import { getBrowserApi } from '@/lib/api/browser';\nexport const a = getBrowserApi;\n" },
      {
        path: 'components/channels/planted.tsx',
        code: "import useSWR from 'swr';\nimport { channelListKey } from '@/lib/swr-keys/channels';\nexport function useA(scope: string) {\n  return useSWR(channelListKey(scope), () => null);\n}\n",
      },
    ]);
    expect(results.slice(0, 7).map((ids) => [...new Set(ids)])).toEqual([
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      ['no-restricted-syntax'],
      ['no-restricted-syntax'],
    ]);
    expect(results.slice(7)).toEqual([[], [], [], []]);
  }, 120_000);
});

describe('state conventions (scripts/check-state-conventions.mjs)', () => {
  const script = join(ROOT, 'scripts/check-state-conventions.mjs');

  it('passes on the tree', () => {
    const result = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a module store and on useSyncExternalStore holding app state outside player/, not on an atom', () => {
    const root = mkdtempSync(join(tmpdir(), 'state-conventions-'));
    const plant = (path: string, code: string) => {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), code);
    };
    try {
      plant(
        'lib/planted/memory.ts',
        'const listeners = new Set<() => void>();\nlet value = 0;\nexport function subscribeMemory(listener: () => void) {\n  listeners.add(listener);\n  return () => listeners.delete(listener);\n}\nexport const memorySnapshot = () => value;\n',
      );
      plant(
        'components/planted/reader.tsx',
        "import { useSyncExternalStore } from 'react';\nimport { memorySnapshot, subscribeMemory } from '@/lib/planted/memory';\nexport const useMemory = () => useSyncExternalStore(subscribeMemory, memorySnapshot, () => 0);\n",
      );
      plant('lib/planted/memory-atom.ts', "import { atom } from 'jotai';\nexport const memoryAtom = atom(0);\n");
      plant('player/core/store.ts', 'const listeners = new Set<() => void>();\nexport function subscribe(listener: () => void) {\n  listeners.add(listener);\n}\n');
      const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('lib/planted/memory.ts: a module store outside player/');
      expect(result.stderr).toContain('components/planted/reader.tsx: useSyncExternalStore outside player/');
      expect(result.stderr).not.toContain('memory-atom');
      expect(result.stderr).not.toContain('player/core');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
