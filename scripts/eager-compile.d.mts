export declare const EAGER_FACTORY_MIN_CHARS: number;

/** A Turbopack browser chunk with its factories of at least `minChars` parenthesized; any other script as it is. */
export declare function parenthesizeLargeFactories(source: string, minChars?: number): string;

/** Rewrites the browser chunks of a build in place; returns how many it changed, and fails when it finds none. */
export declare function parenthesizeBuildChunks(distDir: string): Promise<number>;
