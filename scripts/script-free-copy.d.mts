export declare function withoutScripts(html: string): string;
export declare function serveScriptFreeCopies(
  baseUrl: string,
  headers: Record<string, string>,
): Promise<{ baseUrl: string; close: () => Promise<void> }>;
