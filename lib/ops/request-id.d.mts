export { REQUEST_ID_HEADER } from './ops-hooks.mjs';
export declare function requestIdFrom(header: string | string[] | undefined): string;
