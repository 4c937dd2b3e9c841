import { isEmbed, positiveInt } from './query';

describe('query values', () => {
  it('accepts only positive integers', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(['3', '4'])).toBe(3);
    expect(positiveInt('0')).toBeUndefined();
    expect(positiveInt('1e3')).toBeUndefined();
    expect(positiveInt(undefined)).toBeUndefined();
  });

  it('reads embed=1 or true', () => {
    expect(isEmbed('1')).toBe(true);
    expect(isEmbed('true')).toBe(true);
    expect(isEmbed('0')).toBe(false);
  });
});
