import { readTopUpAmount, TOP_UP_MAX_AMOUNT } from './top-up-amount';

describe('readTopUpAmount', () => {
  it('reads whole and decimal amounts, with a comma or spaces as people type them', () => {
    expect(readTopUpAmount('1500')).toEqual({ amount: 1500 });
    expect(readTopUpAmount(' 1 500,5 ')).toEqual({ amount: 1500.5 });
    expect(readTopUpAmount('99.99')).toEqual({ amount: 99.99 });
  });

  it('names what is wrong with anything else', () => {
    expect(readTopUpAmount('  ')).toEqual({ problem: 'required' });
    expect(readTopUpAmount('abc')).toEqual({ problem: 'invalid' });
    expect(readTopUpAmount('-5')).toEqual({ problem: 'invalid' });
    expect(readTopUpAmount('1.234')).toEqual({ problem: 'invalid' });
    expect(readTopUpAmount('1e3')).toEqual({ problem: 'invalid' });
    expect(readTopUpAmount('0')).toEqual({ problem: 'tooSmall' });
    expect(readTopUpAmount(String(TOP_UP_MAX_AMOUNT + 1))).toEqual({ problem: 'tooLarge' });
  });
});
