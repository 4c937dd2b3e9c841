import { isHistorySaveDue } from './history-saving';

describe('history saving', () => {
  it('saves first after 10 s of play, then every 30 s', () => {
    expect(isHistorySaveDue(9, null)).toBe(false);
    expect(isHistorySaveDue(10, null)).toBe(true);
    expect(isHistorySaveDue(39, 10)).toBe(false);
    expect(isHistorySaveDue(40, 10)).toBe(true);
  });
});
