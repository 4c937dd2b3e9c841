import { withoutScripts } from './script-free-copy.mjs';

describe('withoutScripts', () => {
  it('takes out inline and external scripts and script preloads, keeping the document and its styles', () => {
    const html =
      '<html><head><link rel="preload" href="/a.js" as="script"/><link rel="modulepreload" href="/m.js"><style>p{}</style>' +
      '<link rel="stylesheet" href="/s.css"></head><body><p>Hi</p><script src="/b.js" async=""></script>' +
      '<script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{}</script></body></html>';
    expect(withoutScripts(html)).toBe(
      '<html><head><style>p{}</style><link rel="stylesheet" href="/s.css"></head><body><p>Hi</p></body></html>',
    );
  });
});
