import type { Context } from 'hono';
import type { PlatformApp, PlatformContext } from '../../core/context';
import { readBody } from '../../core/respond';
import { localize, requestLanguage, type LocalizedText } from '../../core/localized';
import { formatMoney, providerMoneyText } from './money';
import { findPaySystem } from './paysystems';
import { qrSvg } from './qr';
import { applyTransaction, getTransaction, payPageUrl, settleDue, transactionByPayToken, type TransactionRow } from './transactions';

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });

const TEXT = {
  title: t('Оплата', 'Payment', 'Төлем', 'To‘lov'),
  amount: t('Сумма', 'Amount', 'Сома', 'Summa'),
  pay: t('Оплатить', 'Pay', 'Төлеу', 'To‘lash'),
  fail: t('Отказать', 'Decline', 'Бас тарту', 'Rad etish'),
  done: t('Платёж проведён.', 'Payment complete.', 'Төлем өтті.', 'To‘lov amalga oshirildi.'),
  failed: t('Платёж отклонён.', 'Payment declined.', 'Төлем қабылданбады.', 'To‘lov rad etildi.'),
  demo: t(
    'Демо-банк: деньги не списываются.',
    'Demo bank: no real money moves.',
    'Демо-банк: нақты ақша алынбайды.',
    'Demo bank: haqiqiy pul yechilmaydi.',
  ),
  back: t('Вернуться', 'Go back', 'Оралу', 'Qaytish'),
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

function page(title: string, body: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:32px;max-width:360px;width:100%;box-shadow:0 4px 24px #0002}
h1{font-size:20px;margin:0 0 16px}.amount{font-size:28px;font-weight:600;margin:8px 0 24px}
form{display:flex;gap:12px}button{flex:1;font-size:16px;padding:12px;border:0;border-radius:8px;cursor:pointer}
button[value=pay]{background:#2b59c3;color:#fff}button[value=fail]{background:#e0e0e0}small{color:#666;display:block;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

/** Where the browser goes after the page: the client's return_url with the outcome in the query. */
function returnTarget(tx: TransactionRow): string | null {
  if (!tx.return_url) return null;
  const url = new URL(tx.return_url);
  url.searchParams.set('purchased', tx.status === 'complete' ? 'true' : 'false');
  url.searchParams.set('transaction_id', String(tx.id));
  return url.toString();
}

function resultPage(c: Context, tx: TransactionRow) {
  const language = requestLanguage(c);
  const target = returnTarget(tx);
  if (target) return c.redirect(target, 303);
  const message = tx.status === 'complete' ? TEXT.done : TEXT.failed;
  return c.html(page(localize(TEXT.title, language), `<h1>${escapeHtml(localize(message, language))}</h1>`));
}

/** By the page's unguessable token only: a sequential id would let anyone view or settle anyone's payment. */
function loadTransaction(ctx: PlatformContext, token: string): TransactionRow | null {
  const tx = transactionByPayToken(ctx, token);
  if (!tx) return null;
  settleDue(ctx, tx.user_id);
  return getTransaction(ctx, tx.id);
}

/** The local stand-in for a bank's payment page: short_url, iframe, QR scans and card linking all land here. */
export function registerPayPageRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/pay/:token', (c) => {
    const tx = loadTransaction(ctx, c.req.param('token'));
    if (!tx) return c.html(page('404', '<h1>404</h1>'), 404);
    if (tx.status !== 'pending') return resultPage(c, tx);
    const language = requestLanguage(c);
    const system = findPaySystem(tx.paysystem_shortname);
    const heading = system ? localize(system.name, language) : localize(TEXT.title, language);
    const body = `<h1>${escapeHtml(heading)}</h1>
<div>${escapeHtml(localize(TEXT.amount, language))}</div><div class="amount">${escapeHtml(providerMoneyText(ctx, tx.user_id, formatMoney(tx.amount)))}</div>
<form method="post" action="${escapeHtml(payPageUrl(ctx, tx))}">
<button type="submit" name="action" value="pay">${escapeHtml(localize(TEXT.pay, language))}</button>
<button type="submit" name="action" value="fail">${escapeHtml(localize(TEXT.fail, language))}</button></form>
<small>${escapeHtml(localize(TEXT.demo, language))}</small>`;
    return c.html(page(heading, body));
  });

  app.post('/pay/:token', async (c) => {
    const tx = loadTransaction(ctx, c.req.param('token'));
    if (!tx) return c.html(page('404', '<h1>404</h1>'), 404);
    const body = await readBody(c);
    const outcome = body.action === 'fail' ? 'error' : 'complete';
    const settled = applyTransaction(
      ctx,
      tx.id,
      outcome,
      outcome === 'error' ? 'The payment was declined on the bank page.' : undefined,
    );
    return resultPage(c, settled);
  });

  app.get('/pay/:token/qr.svg', (c) => {
    const tx = loadTransaction(ctx, c.req.param('token'));
    if (!tx) return c.text('Not found', 404);
    c.header('content-type', 'image/svg+xml');
    c.header('cache-control', 'no-store');
    return c.body(qrSvg(payPageUrl(ctx, tx)));
  });
}
