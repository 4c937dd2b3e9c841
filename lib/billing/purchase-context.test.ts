import { packetHref, packetPurchaseHref, purchaseFromQuery } from './purchase-context';

describe('the packet page address that starts a purchase', () => {
  it('carries the period picked elsewhere, or none', () => {
    expect(packetPurchaseHref(2, 203)).toBe('/packets/2?action=buy&period=203');
    expect(packetPurchaseHref('demo_2')).toBe('/packets/demo_2?action=buy');
    expect(packetHref(2, true)).toBe('/packets/2?action=buy');
    expect(packetHref(2)).toBe('/packets/2');
  });

  it('reads back as the purchase to start, with its period', () => {
    expect(purchaseFromQuery(new URL('http://x/packets/2?action=buy&period=203').searchParams)).toEqual({ periodId: 203 });
    expect(purchaseFromQuery(new URL(`http://x${packetPurchaseHref(2, 7)}`).searchParams)).toEqual({ periodId: 7 });
    expect(purchaseFromQuery(new URL('http://x/packets/2?action=buy').searchParams)).toEqual({});
  });

  it('asks for nothing without action=buy, and leaves a malformed period for the buyer to pick', () => {
    expect(purchaseFromQuery(new URL('http://x/packets/2?period=203').searchParams)).toBeNull();
    expect(purchaseFromQuery(new URL('http://x/packets/2?action=buy&period=abc').searchParams)).toEqual({});
  });
});
