/** The part of a @fortedigital/nextjs-cache-handler handler the store policy wraps. */
interface StoreHandler {
  name: string;
  set(key: string, entry: unknown, context?: unknown): Promise<void>;
}

export declare const PARTIAL_PAGE_ATTRIBUTE: 'data-partial-page';
export declare function isPartialPage(value: unknown): boolean;
export declare function completePagesOnly<H extends StoreHandler>(handler: H): Omit<H, keyof StoreHandler> & StoreHandler;
