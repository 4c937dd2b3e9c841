export type Level = 'ok' | 'info' | 'warn' | 'fail';
export interface Finding {
  level: Level;
  text: string;
}

export declare const DEFAULT_TIMEOUT_MS: number;

/** A bare body, or the `data` of a `{data, meta}` envelope. */
export declare function unwrap(body: unknown): { value: unknown; format: string };
export declare function describeShape(value: unknown): string;
export declare function describeErrorBody(body: unknown): string;
export declare function checkFields(label: string, value: unknown, fields: [string, string, Level, string][]): Finding[];

export declare function checkOperator(options: {
  origin: string;
  appOrigin: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  report: (level: Level, text: string) => void;
}): Promise<void>;

/** The command; resolves to its exit code (0 the app can work, 1 it could not, 2 usage). */
export declare function runCheckOperator(argv: string[], io?: { fetch?: typeof fetch; write?: (line: string) => void }): Promise<number>;
