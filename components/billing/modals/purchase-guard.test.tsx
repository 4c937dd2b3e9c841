import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import type { PurchaseContext } from '@/lib/billing/purchase-context';
import en from '@/messages/en.json';
import { CardBody } from './card-body';
import { ConfirmBody } from './confirm-body';
import { PayCardBody } from './pay-card-body';
import { PayTransactionBody } from './pay-transaction-body';
import { QuickPacketsBody } from './quick-packets-body';

const nothing = en.billing.nothingToPay;

describe('billing modals opened from a bare address', () => {
  it.each([
    ['confirm', ConfirmBody],
    ['pay_card', PayCardBody],
    ['card', CardBody],
    ['quick_packets', QuickPacketsBody],
    ['pay_transaction', PayTransactionBody],
  ])('#%s says there is nothing to pay and offers the packets', async (_id, Body) => {
    const close = jest.fn();
    renderWithIntl(<Body props={{}} close={close} />);
    expect(screen.getByRole('status')).toHaveTextContent(nothing.text);
    expect(screen.getByRole('link', { name: nothing.packets })).toHaveAttribute('href', '/en/packets');
    await userEvent.click(screen.getByRole('button', { name: nothing.close }));
    expect(close).toHaveBeenCalled();
  });

  it('keeps card confirm, which buys a packet through an offer, out of a rental', () => {
    const context = { packet: null, rental: { contentId: 70 }, account: { id: 1 }, paySystems: [], cards: [] } as unknown as PurchaseContext;
    renderWithIntl(<CardBody props={{ context }} close={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(nothing.text);
  });

  it('still shows the wait after the bank page, which has no purchase context', () => {
    renderWithIntl(<PayTransactionBody props={{ waiting: true }} close={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.billing.transaction.waiting);
  });
});
