import type { ErrorData, HlsConfig, LoaderConfig, LoaderResponse, RetryConfig } from 'hls.js';
import { RenewedAddresses } from './renewed-addresses';

const HTTP_FORBIDDEN = 403;

type Policy = { default: LoaderConfig };
type PolicyName = 'manifestLoadPolicy' | 'playlistLoadPolicy' | 'fragLoadPolicy' | 'keyLoadPolicy';
const POLICIES: readonly PolicyName[] = ['manifestLoadPolicy', 'playlistLoadPolicy', 'fragLoadPolicy', 'keyLoadPolicy'];

/**
 * Renewal of an expired (signed) address inside hls.js, with no reload: a request the media server refuses with 403
 * asks the player for a renewed address (`setRenew`) and is retried by hls.js's own retry rules; every request from
 * then on, the retry included, waits for the renewal under way and goes to the renewed address (hls.js's `xhrSetup`
 * opens it there). Playlists already parsed and the buffer stay, so the picture goes on.
 */
export class HlsAddressRenewal {
  readonly addresses = new RenewedAddresses();
  private renew: (() => Promise<unknown>) | null = null;
  private pending: Promise<unknown> | null = null;

  /** Requests send the browser's cookies to the media origin (PlaybackSource.withCredentials). */
  constructor(private readonly withCredentials = false) {}

  /** The player's renewal, or null when the source cannot be renewed (a 403 then stays an error). */
  setRenew(renew: (() => Promise<unknown>) | null): void {
    this.renew = renew;
  }

  /** A refusal hls.js retries once renewed: no error of the player's. */
  absorbs(data: Pick<ErrorData, 'fatal' | 'response'>): boolean {
    return this.renew !== null && !data.fatal && data.response?.code === HTTP_FORBIDDEN;
  }

  /**
   * hls.js `xhrSetup`: opens the request at its renewed address, once a renewal under way has answered, with the
   * source's credentials.
   */
  readonly xhrSetup = (xhr: XMLHttpRequest, url: string): Promise<void> | void => {
    const open = () => {
      const sent = this.addresses.resolve(url);
      if (sent !== url) xhr.open('GET', sent, true);
      if (this.withCredentials) xhr.withCredentials = true;
    };
    if (this.pending) return this.pending.then(open);
    open();
  };

  /** hls.js `errorRetry.shouldRetry`: a refused request is retried (4xx are not, by default) once renewal starts. */
  readonly shouldRetry = (
    retryConfig: RetryConfig | null | undefined,
    retryCount: number,
    _isTimeout: boolean,
    response: LoaderResponse | undefined,
    retry: boolean,
  ): boolean => {
    const renew = this.renew;
    if (retry || !renew || !retryConfig || response?.code !== HTTP_FORBIDDEN) return retry;
    if (retryCount >= Math.max(retryConfig.maxNumRetry, 1)) return false;
    // hls.js names the request by its first address, not the one it was sent to: whether it was sent before the last
    // renewal is the player's to tell (a renewal right after another gives nothing new, and the retry goes to the
    // renewed address anyway).
    if (!this.pending) {
      const pending: Promise<unknown> = renew()
        .catch(() => undefined)
        .finally(() => {
          if (this.pending === pending) this.pending = null;
        });
      this.pending = pending;
    }
    return true;
  };

  /** The hls.js settings that route requests through this renewal, over the policies given (or hls.js's). */
  config(defaults: HlsConfig, policies: Partial<Pick<HlsConfig, PolicyName>>): Partial<HlsConfig> {
    const config: Partial<HlsConfig> = { xhrSetup: this.xhrSetup };
    for (const name of POLICIES) {
      const policy: Policy | undefined = policies[name] ?? defaults[name];
      if (!policy) continue;
      const errorRetry = policy.default.errorRetry;
      config[name] = {
        default: {
          ...policy.default,
          errorRetry: errorRetry
            ? { ...errorRetry, shouldRetry: this.shouldRetry }
            : { maxNumRetry: 0, retryDelayMs: 0, maxRetryDelayMs: 0, shouldRetry: this.shouldRetry },
        },
      };
    }
    return config;
  }
}
