export declare const EVERY_ANSWER_HEADERS: Readonly<Record<string, string>>;
