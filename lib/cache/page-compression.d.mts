import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const ENTRY_HEADER: 'x-tv-cache-entry';
export declare function pageCompressionEnabled(): boolean;
export declare function enablePageCompression(): void;
export declare function preferredEncoding(acceptEncoding: string | string[] | undefined | null): 'br' | 'gzip' | null;

export interface CopyStore {
  get(key: string): Buffer | undefined;
  claim(key: string): boolean;
  release(key: string): void;
  put(key: string, copy: Buffer): void;
  readonly bytes: number;
}
export declare function createCopyStore(maxBytes?: number): CopyStore;
export declare function compressStoredPages(req: IncomingMessage, res: ServerResponse, store?: CopyStore): void;
export declare function keptCopy(key: string, store?: CopyStore): Buffer | undefined;
export declare function sentCopyKey(res: ServerResponse): string | null;
