import { paymentReturnUrl, readPaymentReturn, rememberPendingPayment, takePendingPayment } from './return-url';
import { successMessageKey } from './complete';

describe('return from the payment page', () => {
  it('returns to the same page without an earlier return query or the hash', () => {
    expect(paymentReturnUrl('https://tv.example/packets/6?purchased=true&transaction_id=3&x=1#refill')).toBe(
      'https://tv.example/packets/6?x=1',
    );
  });

  it('reads purchased and the transaction id, and nothing else', () => {
    expect(readPaymentReturn('?purchased=true&transaction_id=12')).toEqual({ purchased: true, transactionId: 12 });
    expect(readPaymentReturn('?purchased=false&transaction_id=12')).toEqual({ purchased: false, transactionId: 12 });
    expect(readPaymentReturn('?transaction_id=12')).toBeNull();
    expect(readPaymentReturn('?purchased=true&transaction_id=abc')).toBeNull();
  });

  it('hands the remembered purchase over once, and only for its transaction', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as unknown as Storage;
    rememberPendingPayment(storage, { transactionId: 5, packetName: 'Series', forContent: false });
    expect(takePendingPayment(storage, 6)).toBeNull();
    rememberPendingPayment(storage, { transactionId: 5, packetName: 'Series', forContent: false });
    expect(takePendingPayment(storage, 5)).toEqual({ transactionId: 5, packetName: 'Series', forContent: false });
    expect(takePendingPayment(storage, 5)).toBeNull();
  });
});

describe('success message', () => {
  it('has its own text for a paused packet and for a content payment', () => {
    expect(successMessageKey({ status: 'paused', forContent: true, packetName: 'Sport' })).toBe('success.paused');
    expect(successMessageKey({ forContent: true, packetName: 'Kids' })).toBe('success.content');
    expect(successMessageKey({ forContent: false, packetName: 'Kids' })).toBe('success.packet');
    expect(successMessageKey({ forContent: false, packetName: null })).toBe('success.payment');
    expect(
      successMessageKey({
        forContent: true,
        packetName: null,
        rental: { contentId: 70, title: 'Film', pending: true },
      }),
    ).toBe('success.rental');
  });
});
