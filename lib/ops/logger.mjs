/**
 * The server's log: one JSON line per request and per error (pino). What could identify or authenticate a viewer never
 * reaches it: fields with such names are redacted by pino, and free text (error messages, stacks, Next's own console
 * output) has tokens, codes and phone numbers masked before it is written.
 *
 * Lines are held and written in batches (pino's asynchronous logging, docs/asynchronous.md): pino's default destination
 * starts a write, and later runs its callback, for nearly every line (issue 32: a gateway call is answered in about
 * 2 ms, and each line's write came on top). What is held is written within a second, at once after an error, when the
 * server stops (drain.mjs's flushLog) and, by pino itself, on the process's exit.
 */
import { format } from 'node:util';
import pino from 'pino';

const REDACTED = '[redacted]';
const SECRET_FIELDS = ['access_token', 'refresh_token', 'token', 'password', 'code', 'phone', 'pin', 'cookie', 'authorization'];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];
/** `access_token=…`, `"code": "…"`, `Bearer …` in free text. */
const SECRET_IN_TEXT = new RegExp(
  `((?:${SECRET_FIELDS.join('|')})"?\\s*[=:]\\s*"?)[^&\\s",;]+|(Bearer\\s+)[^\\s",;]+`,
  'gi',
);
/** A phone number: an optional +, then 10 to 15 digits, spaces or dashes allowed between them. */
const PHONE_IN_TEXT = /\+?\d(?:[\s-]?\d){9,14}/g;

export function maskSecrets(text) {
  return String(text)
    .replace(SECRET_IN_TEXT, (_, field, bearer) => `${field ?? bearer}${REDACTED}`)
    .replace(PHONE_IN_TEXT, REDACTED);
}

function serializeError(error) {
  if (!(error instanceof Error)) return maskSecrets(format(error));
  return { type: error.name, message: maskSecrets(error.message), stack: maskSecrets(error.stack ?? '') };
}

/** Written when this much is held (about 20 request lines), */
const LOG_BATCH_BYTES = 4096;
/** or after this long, so a quiet server's lines reach the collector soon. */
const LOG_FLUSH_EVERY_MS = 1000;
/** pino's level number of `error`: an error or a fatal line is written at once, with what was held before it. */
const ERROR_LEVEL = 50;

/** A file descriptor (standard output by default) or path, written in batches. */
export function logDestination(dest = 1, { flushEveryMs = LOG_FLUSH_EVERY_MS } = {}) {
  return pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: flushEveryMs });
}

/** Writes what the log holds now, synchronously: before the process exits. */
export function flushLog(logger) {
  const stream = logger[pino.symbols.streamSym];
  try {
    stream?.flushSync?.();
  } catch {
    // A destination still opening its file, or already closed, holds nothing that could be written.
  }
}

/** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
export function createLogger({ level = process.env.LOG_LEVEL || 'info', destination = logDestination() } = {}) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError },
      hooks: {
        // An error may be the last thing this process says (a crash, a kill after it): it is not left held.
        logMethod(args, method, level) {
          method.apply(this, args);
          if (level >= ERROR_LEVEL) flushLog(this);
        },
      },
    },
    destination,
  );
}

/**
 * Next and the app write warnings and errors with console.warn/console.error: as JSON lines of this log, with the
 * request id of the request they happened in.
 */
export function routeConsoleToLogger(logger, requestId) {
  const write = (level) => (...args) => {
    const error = args.find((arg) => arg instanceof Error);
    const text = maskSecrets(args.filter((arg) => arg !== error).map((arg) => (typeof arg === 'string' ? arg : format(arg))).join(' '));
    logger[level]({ reqId: requestId(), ...(error ? { err: error } : {}) }, text || error?.message);
  };
  console.error = write('error');
  console.warn = write('warn');
}
