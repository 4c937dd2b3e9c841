/**
 * Where an engine's requests go after its address was renewed. A signed address carries its token in the path, as
 * CDN token schemes do (`…/live/5/tk.…/master.m3u8`), so every relative address of the playlists (variants,
 * segments, keys) lies below the same directory: a renewal moves that directory, and every request below a retired
 * one is sent below the newest instead, without reloading the playlists already parsed.
 */
export class RenewedAddresses {
  private current: string | null = null;
  private readonly retired = new Set<string>();

  /** The directory and file (with its query) of an address; null for one that is not an absolute http(s) URL. */
  private static split(url: string): { directory: string; file: string } | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    const cut = parsed.pathname.lastIndexOf('/') + 1;
    return {
      directory: `${parsed.origin}${parsed.pathname.slice(0, cut)}`,
      file: `${parsed.pathname.slice(cut)}${parsed.search}`,
    };
  }

  /**
   * Follows `next` replacing `previous`: the same file below another directory. False otherwise (a token in the query,
   * another stream), when requests cannot simply be moved.
   */
  follow(previous: string, next: string): boolean {
    const before = RenewedAddresses.split(previous);
    const after = RenewedAddresses.split(next);
    if (!before || !after || before.file !== after.file || before.directory === after.directory) return false;
    if (this.current) this.retired.add(this.current);
    this.retired.add(before.directory);
    this.retired.delete(after.directory);
    this.current = after.directory;
    return true;
  }

  /** `url` as it is sent now: below the newest directory when it lies below a retired one. */
  resolve(url: string): string {
    const current = this.current;
    if (!current || url.startsWith(current)) return url;
    for (const directory of this.retired) {
      if (url.startsWith(directory)) return current + url.slice(directory.length);
    }
    return url;
  }
}
