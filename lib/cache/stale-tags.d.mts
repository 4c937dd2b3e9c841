/** When a tag went stale, and when entries stored before that stop being served stale (null: never). */
export interface StaleMark {
  staleAt: number;
  expiredAt: number | null;
}

export interface StaleTags {
  mark(tags: string[], mark: StaleMark): Promise<void>;
  /** The marks of these tags, in order (null: never revalidated); an empty list when none was ever marked. */
  read(tags: string[]): Promise<(StaleMark | null)[]>;
  /** Counts one revalidation (after its marks or deletions are made). */
  countRevalidation(): Promise<void>;
  /** Revalidations counted so far: at once in this process, through Redis read after the call. */
  revalidationCount(): number | Promise<number>;
}

export declare const STALE_LAST_MODIFIED: 1;
export declare function staleMark(now: number, expireSeconds: number | undefined): StaleMark;
export declare function withStaleness<E extends { lastModified: number }>(
  entry: E,
  marks: (StaleMark | null)[],
  now: number,
): E | null;
export declare function localStaleTags(): StaleTags;
export declare function redisStaleTags(client: unknown, hashKey: string, timeoutMs: number): StaleTags;
export declare function readSentAfterAsking<T>(read: () => Promise<T>): () => Promise<T>;
