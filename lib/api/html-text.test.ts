import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('keeps the paragraphs, breaks and list items of a legal document as text', () => {
    const html = `<!doctype html><html><head><title>Agreement</title><style>p{color:red}</style></head><body>
      <h1>User   agreement</h1>
      <p>1. The service gives access
         to TV channels.<br>2. Paid content opens after payment.</p>
      <ul><li>At most 5 devices</li><li>No sharing</li></ul>
    </body></html>`;
    expect(htmlToText(html)).toBe('User agreement\n\n1. The service gives access to TV channels.\n2. Paid content opens after payment.\n\n• At most 5 devices\n\n• No sharing');
  });

  it('drops scripts, handlers, styles and comments, and leaves decoded markup as inert text', () => {
    const html = '<p onclick="steal()">Safe <b>bold</b> &laquo;quoted&raquo; &amp; &#x41;&#66;</p><script>alert(1)</script><!-- <p>hidden</p> -->'
      + '<img src=x onerror=alert(2)><p>&lt;script&gt;alert(3)&lt;/script&gt;</p><iframe src="https://evil.example"></iframe>';
    const text = htmlToText(html);
    expect(text).toBe('Safe bold «quoted» & AB\n\n<script>alert(3)</script>');
    expect(text).not.toMatch(/alert\([12]\)|onclick|onerror|hidden|evil/);
  });

  it('survives unterminated tags and comments and bad character references', () => {
    expect(htmlToText('<p>Text &#0; &#xD800; &#9999999; &unknown; <!-- open')).toBe('Text &unknown;');
    expect(htmlToText('plain <b')).toBe('plain');
  });
});
