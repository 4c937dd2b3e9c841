import { showsPromoCopyright } from './constants';

describe('showsPromoCopyright', () => {
  it('is shown under /amediateka and /webtest only', () => {
    expect(showsPromoCopyright('/amediateka')).toBe(true);
    expect(showsPromoCopyright('/webtest/page')).toBe(true);
    expect(showsPromoCopyright('/amediatekas')).toBe(false);
    expect(showsPromoCopyright('/')).toBe(false);
  });
});
