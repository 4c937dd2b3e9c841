export interface LruMap<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  set(key: string, value: V): boolean;
  readonly size: number;
  readonly weight: number;
}
export declare function createLruMap<V>(options?: {
  maxEntries?: number;
  maxWeight?: number;
  weightOf?: (value: V) => number;
}): LruMap<V>;
