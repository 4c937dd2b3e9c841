export declare function createRouteMatcher(manifestKeys: string[]): (pathname: string) => string;
export declare function routeMatcherOfBuild(distDir: string): (pathname: string) => string;
