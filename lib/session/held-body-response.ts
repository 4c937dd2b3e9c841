const decoder = new TextDecoder();
/** Bytes a Blob or a Response accepts (not over a SharedArrayBuffer). */
export type HeldBytes = Uint8Array<ArrayBuffer>;

/**
 * A Response whose body is held whole in memory, for the gateway's answers (issue 32). A Fetch Response made from
 * bytes wraps them in a ReadableStream, and reading it back (text, arrayBuffer) goes through that stream's reader:
 * profiled under load, making and reading the two bodies of every gateway call (the platform's answer, the gateway's
 * own) cost more CPU than the call's schema check and JSON together. Here reading is a decode of the held bytes; a
 * stream is made only for a reader that asks for `body` (Next, when the route handler answers under `next dev`).
 */
export class HeldBodyResponse extends Response {
  readonly #bytes: HeldBytes | null;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;
  #used = false;

  constructor(body: HeldBytes | string | null, init: ResponseInit = {}) {
    super(null, init);
    const bytes = typeof body === 'string' ? (Buffer.from(body) as HeldBytes) : body;
    // An empty body is no body, as for the null-body statuses (204) a Response refuses one for.
    this.#bytes = bytes?.byteLength ? bytes : null;
    if (typeof body === 'string' && !this.headers.has('content-type')) this.headers.set('content-type', 'text/plain;charset=UTF-8');
  }

  /** The held bytes, read once (as `text()` would read them); null for another Response or one already read. */
  static takeBytes(response: Response): HeldBytes | null {
    if (!(response instanceof HeldBodyResponse) || response.bodyUsed || response.#stream) return null;
    return response.#take();
  }

  #take(): HeldBytes {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes ?? new Uint8Array(0);
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    if (!this.#bytes) return null;
    this.#stream ??= new Blob([this.#bytes]).stream();
    return this.#stream;
  }

  override get bodyUsed(): boolean {
    return this.#used || (this.#stream?.locked ?? false);
  }

  override async text(): Promise<string> {
    return decoder.decode(this.#take());
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#take();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }

  override async blob(): Promise<Blob> {
    return new Blob([this.#take()], { type: this.headers.get('content-type') ?? '' });
  }

  override clone(): HeldBodyResponse {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new HeldBodyResponse(this.#bytes, { status: this.status, statusText: this.statusText, headers: this.headers });
  }
}

/** Response.json's answer, held (a 204 or another null-body status keeps no body). */
export function heldJsonResponse(data: unknown, init: ResponseInit & { headers: Headers }): HeldBodyResponse {
  if (!init.headers.has('content-type')) init.headers.set('content-type', 'application/json');
  return new HeldBodyResponse(JSON.stringify(data), init);
}
