export type Listener<T> = (state: T, previous: T) => void;

export interface Store<T extends object> {
  getState(): T;
  setState(patch: Partial<T>): void;
  subscribe(listener: Listener<T>): () => void;
}

/** A single immutable state object; listeners run only when a value actually changed. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener<T>>();
  return {
    getState: () => state,
    setState(patch) {
      const changed = (Object.keys(patch) as (keyof T)[]).some((key) => !Object.is(state[key], patch[key]));
      if (!changed) return;
      const previous = state;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
