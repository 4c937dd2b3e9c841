/**
 * An operator's legal document served as HTML, reduced to plain text: paragraphs, line breaks and list items kept,
 * every tag and attribute dropped. The page renders the result as text (README "Security": everything from the API is
 * rendered as text), so no markup, script, handler or style from the operator's page can reach ours.
 */

/** Elements whose content is never text a reader sees. */
const HIDDEN_ELEMENTS = /<(script|style|head|template|noscript|iframe|object|svg|math|select|textarea)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(-->|$)/g;
const LINE_BREAK = /<br\b[^>]*>/gi;
const LIST_ITEM = /<li\b[^>]*>/gi;
const BLOCK_EDGE = /<\/?(p|div|section|article|header|footer|main|aside|nav|h[1-6]|ul|ol|dl|dt|dd|table|thead|tbody|tr|blockquote|pre|hr|address|figure|figcaption|body|html)\b[^>]*>/gi;
const CELL_EDGE = /<\/?(td|th)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>?/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', mdash: '—', ndash: '–',
  hellip: '…', copy: '©', reg: '®', trade: '™', bull: '•', middot: '·', ldquo: '“', rdquo: '”', lsquo: '‘',
  rsquo: '’', sect: '§', deg: '°', times: '×', euro: '€', numero: '№',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Control characters and lone surrogates are not text; an out-of-range code point would throw.
    if (code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
    return String.fromCodePoint(code);
  });
}

/** Plain text of an HTML document: one blank line between blocks, a bullet per list item. */
export function htmlToText(html: string): string {
  const text = html
    .replace(COMMENTS, '')
    .replace(HIDDEN_ELEMENTS, '')
    // Source line breaks are spaces in HTML; the document's own breaks come from its elements below.
    .replace(/\s+/g, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(LIST_ITEM, '\n\n• ')
    .replace(BLOCK_EDGE, '\n\n')
    .replace(CELL_EDGE, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
