import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Packet, PurchaseOption } from '@/lib/api/types/billing';
import { ConfirmPeriodBody } from './confirm-period-body';

const packet = { id: 2, name: 'Cinema', currency: 'KZT', bundle: null, isUsedTrial: true } as unknown as Packet;
const option = (id: number, months: number, years: number, amount: string): PurchaseOption => ({
  id,
  packetId: 2,
  period: { days: 0, months, years },
  trialPeriod: null,
  amount,
  trialAmount: null,
  hasTrial: false,
  hasMoneyOnBalance: false,
  purchasesType: 'packet',
});

describe('period confirmation (section 5: month price rounded)', () => {
  it('names the rounded price per month of every period longer than a month', () => {
    const options = [option(1, 1, 0, '1990.00'), option(2, 3, 0, '5373.00'), option(3, 0, 1, '19104.00')];
    renderWithIntl(
      <ConfirmPeriodBody props={{ packet, options, onChoose: () => undefined }} close={() => undefined} />,
    );
    const perMonth = screen.getAllByTestId('period-per-month').map((each) => each.textContent?.trim());
    // 5373 / 3 = 1791; 19104 / 12 = 1592: rounded, in the provider's money form.
    expect(perMonth).toEqual(['· 1,791 KZT a month', '· 1,592 KZT a month']);
  });

  it('reads a free trial, and any period costing "0.00", as Free rather than 0 (issue 36 item 5)', () => {
    const withTrial = { ...packet, isUsedTrial: false } as Packet;
    const options = [
      { ...option(1, 1, 0, '1990.00'), hasTrial: true, trialPeriod: { days: 7, months: 0, years: 0 }, trialAmount: '0.00' },
      option(2, 0, 0, '0.00'),
    ];
    renderWithIntl(
      <ConfirmPeriodBody props={{ packet: withTrial, options, onChoose: () => undefined }} close={() => undefined} />,
    );
    const prices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(prices[0]).toMatch(/^Trial: 7 days\s*Free$/);
    expect(prices[1]).toMatch(/1,990 KZT$/);
    expect(prices[2]).toMatch(/Free$/);
    expect(prices.join(' ')).not.toMatch(/\b0 KZT/);
  });

  it('gives an unreadable or free period no saving and no "0 a month" share (issue 36 item 5)', () => {
    const options = [option(1, 1, 0, '1990.00'), option(2, 3, 0, ''), option(3, 0, 1, '0.00')];
    renderWithIntl(
      <ConfirmPeriodBody props={{ packet, options, onChoose: () => undefined }} close={() => undefined} />,
    );
    const prices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
    expect(prices[1]).toBe('3 months');
    expect(prices[2]).toMatch(/^1 year.*Free$/);
    expect(screen.queryAllByTestId('period-per-month')).toEqual([]);
    expect(prices.join(' ')).not.toMatch(/\b0 KZT/);
  });
});
