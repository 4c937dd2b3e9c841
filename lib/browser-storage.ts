/** localStorage when the browser allows it: private modes and sandboxed frames may refuse, and servers have none. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
