import { encodeQr, formatBits, qrSvg } from './qr';

/** GF(256) product with the QR polynomial 0x11d, written out here so the check does not reuse the encoder's. */
function gfMul(a: number, b: number): number {
  let result = 0;
  let x = a;
  for (let y = b; y > 0; y >>= 1) {
    if (y & 1) result ^= x;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  return result;
}

/** A Reed-Solomon codeword with n error correction bytes has zeros at alpha^0 .. alpha^(n-1). */
function syndromes(codeword: number[], count: number): number[] {
  const result: number[] = [];
  for (let j = 0, alpha = 1; j < count; j += 1, alpha = gfMul(alpha, 2)) {
    result.push(codeword.reduce((acc, byte) => gfMul(acc, alpha) ^ byte, 0));
  }
  return result;
}

/** Reads the codewords back in the standard zigzag order, undoing mask 0, to check them independently. */
function readCodewords(modules: boolean[][], reserved: (x: number, y: number) => boolean): number[] {
  const size = modules.length;
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
        if (!reserved(x, y)) bits.push((modules[y][x] ? 1 : 0) ^ ((x + y) % 2 === 0 ? 1 : 0));
      }
    }
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  return bytes;
}

describe('QR encoder', () => {
  it('uses the standard format word for level M, mask 0', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
  });

  it('draws the three finder patterns and a version 1 symbol for a short text', () => {
    const { version, size, modules } = encodeQr('HELLO');
    expect(version).toBe(1);
    expect(size).toBe(21);
    for (const [x, y] of [
      [0, 0],
      [14, 0],
      [0, 14],
    ]) {
      expect(modules[y][x] && modules[y + 6][x + 6] && modules[y + 3][x + 3]).toBe(true);
      expect(modules[y + 1][x + 1]).toBe(false);
    }
  });

  it('stores the text and a valid Reed-Solomon block (version 1, one block)', () => {
    const text = 'pay/12345';
    const { modules } = encodeQr(text);
    const functionArea = (x: number, y: number) =>
      x === 6 || y === 6 || (x < 9 && y < 9) || (x > 12 && y < 9) || (x < 9 && y > 12);
    const codewords = readCodewords(modules, functionArea).slice(0, 26);
    const data = codewords.slice(0, 16);
    const ecc = codewords.slice(16);
    // mode 0100, length, then the bytes
    expect(data[0] >> 4).toBe(0b0100);
    const length = ((data[0] & 0x0f) << 4) | (data[1] >> 4);
    expect(length).toBe(text.length);
    const bytes: number[] = [];
    for (let i = 0; i < length; i += 1) bytes.push(((data[1 + i] & 0x0f) << 4) | (data[2 + i] >> 4));
    expect(Buffer.from(bytes).toString('utf8')).toBe(text);
    expect(ecc).toHaveLength(10);
    expect(syndromes(codewords, 10)).toEqual(new Array(10).fill(0));
  });

  it('grows the version with the text and renders an SVG with a quiet zone', () => {
    expect(encodeQr('x'.repeat(100)).version).toBeGreaterThan(4);
    expect(qrSvg('abc')).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/);
    expect(() => encodeQr('x'.repeat(400))).toThrow(/too long/);
  });
});
