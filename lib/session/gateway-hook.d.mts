import type { IncomingMessage, ServerResponse } from 'node:http';

export type ServeGatewayCall = (req: IncomingMessage, res: ServerResponse) => boolean;

export declare function installGateway(serve: ServeGatewayCall): void;
export declare function answerGatewayCall(req: IncomingMessage, res: ServerResponse): boolean;
