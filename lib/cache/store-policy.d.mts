/** The part of a @fortedigital/nextjs-cache-handler handler the store policy wraps. */
interface StoreHandler {
  name: string;
  set(key: string, entry: unknown, context?: unknown): Promise<void>;
}

export declare const NOT_STORED_ATTRIBUTE: 'data-not-stored';
export declare const UNKNOWN_ADDRESS_PATH: '/unknown-address';
export declare function isNotStoredPage(value: unknown): boolean;
export declare function completePagesOnly<H extends StoreHandler>(handler: H): Omit<H, keyof StoreHandler> & StoreHandler;
