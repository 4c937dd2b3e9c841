export declare const EAGER_FACTORY_MIN_CHARS: number;

/** A Turbopack browser chunk with its factories of at least `minChars` parenthesized; any other script as it is. */
export declare function parenthesizeLargeFactories(source: string, minChars?: number): string;

/** Rewrites the browser chunks of a build in place; returns how many it changed, and fails when it finds none. */
export declare function parenthesizeBuildChunks(distDir: string): Promise<number>;

export declare const COMPILE_HINT: string;

/** Adds V8's compile hint to the build's root main files that lack it; returns the files changed. */
export declare function addCompileHints(distDir: string): Promise<string[]>;
