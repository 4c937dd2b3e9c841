import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

export interface ServerOperations {
  logger: Logger;
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void;
  stopGracefully(server: Server): void;
}
export declare function createServerOperations(options: { distDir: string; env?: NodeJS.ProcessEnv }): ServerOperations;
