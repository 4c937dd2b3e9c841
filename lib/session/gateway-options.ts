import { createTranslator } from 'next-intl';
import { answerRouteOf, checkAnswer } from '../api/contract/answer-check';
import type { ViewerErrorKey } from '../api/error-texts';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { PIN_LENGTH } from '../rules/parental';
import { platformApiUrlFor } from '../server-env';
import { createCheckedAnswers } from './checked-answers';
import type { GatewayOptions } from './gateway';

async function errorWords(locale: Locale) {
  const messages = (await loadMessages(locale)) as { apiErrors: Record<ViewerErrorKey, string> };
  const t = createTranslator({ locale, messages, namespace: 'apiErrors' });
  return (key: ViewerErrorKey) => t(key, { digits: PIN_LENGTH });
}

const checkedAnswers = createCheckedAnswers();

/**
 * The settings of a browser's gateway call, wherever it is served: by server.mjs (lib/session/gateway-server.ts) or by
 * the route handler under `next dev`. Its back end is the one the browser's ?devapi / ?customapi switch picked.
 */
export function gatewayOptionsFor(request: Request, { fetch }: { fetch?: typeof globalThis.fetch } = {}): GatewayOptions {
  return {
    platformUrl: platformApiUrlFor(request),
    secureCookies: new URL(request.url).protocol === 'https:',
    errorWords,
    checkAnswer,
    checksAnswer: (method, path) => answerRouteOf(method, path) !== null,
    checkedAnswers,
    fetch,
  };
}
