/**
 * A viewer's Chromium. The headless shell's own agent says HeadlessChrome and Node's fetch says node: the request
 * gate, as isbot does, takes both for crawlers, and a crawler is never moved to its language's address (issue 33)
 * nor to the app store. Contexts and requests that stand for a viewer send this one.
 */
export const VIEWER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
