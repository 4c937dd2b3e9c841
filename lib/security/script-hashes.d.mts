import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function registerInlineScript(text: string): string;
export declare function isKnownInlineScript(text: string, known?: ReadonlySet<string>, runtimes?: string[]): boolean;
export declare function reactRuntimeScripts(source: string): string[];
export declare function inlineScriptHashes(html: string, known?: ReadonlySet<string>): string[];
export declare function policyWithHashes(policy: string, hashes: string[]): string;

export interface PolicyMemo {
  get(entry: string): string[] | undefined;
  put(entry: string, hashes: string[]): void;
  readonly size: number;
}
export declare function createPolicyMemo(maxEntries?: number): PolicyMemo;
export declare function hashInlineScripts(req: IncomingMessage, res: ServerResponse, options?: { memo?: PolicyMemo; entryHeader?: string }): void;
