import { cssColor, cssImageUrl, httpUrlOrThrow, isHttpUrl } from './safe-url';

describe('addresses and CSS values from the API', () => {
  it('opens only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://bank.example/pay/1?x=1')).toBe(true);
    expect(isHttpUrl('http://localhost:3001/pay/3')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', '//evil.example', ' https://a.example', 'https://a.example/\n', null, 42]) {
      expect(isHttpUrl(url)).toBe(false);
    }
    expect(() => httpUrlOrThrow('javascript:alert(1)')).toThrow('not a web page');
    expect(httpUrlOrThrow('https://t.me/bot?start=7701')).toBe('https://t.me/bot?start=7701');
  });

  it('keeps real colours and drops anything that could end the property', () => {
    for (const colour of ['#fff', '#1A2B3C', '#11223344', 'rgb(10, 20, 30)', 'rgba(10,20,30,0.5)', 'hsl(120 50% 50%)', 'transparent']) {
      expect(cssColor(colour)).toBe(colour);
    }
    for (const colour of ['red;background:url(x)', 'url(https://evil.example)', 'expression(alert(1))', '#ggg', '', null]) {
      expect(cssColor(colour)).toBeNull();
    }
  });

  it('keeps image addresses inside url(...)', () => {
    expect(cssImageUrl('https://cdn.example/a(1).png')).toBe('https://cdn.example/a%281%29.png');
    expect(cssImageUrl('/art/1.svg')).toBe('/art/1.svg');
    expect(cssImageUrl('https://a.example/x.png");background:url(https://evil.example/t')).not.toMatch(/[()'";\s]/);
    expect(cssImageUrl('javascript:alert(1)')).toBeNull();
    expect(cssImageUrl('//evil.example/x.png')).toBeNull();
  });
});
