import { getTranslations } from 'next-intl/server';
import { checkAnswer } from '@/lib/api/contract/answer-check';
import type { ViewerErrorKey } from '@/lib/api/error-texts';
import type { Locale } from '@/lib/i18n/locales';
import { withGatewayMetrics } from '@/lib/ops/gateway-metrics';
import { PIN_LENGTH } from '@/lib/rules/parental';
import { forwardToPlatform } from '@/lib/session/gateway';
import { platformApiUrlFor } from '@/lib/server-env';

interface RouteContext {
  params: Promise<{ path: string[] }>;
}

async function errorWords(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'apiErrors' });
  return (key: ViewerErrorKey) => t(key, { digits: PIN_LENGTH });
}

const forward = withGatewayMetrics(forwardToPlatform);

async function handle(request: Request, { params }: RouteContext) {
  const { path } = await params;
  return forward(request, path, {
    platformUrl: platformApiUrlFor(request),
    secureCookies: new URL(request.url).protocol === 'https:',
    errorWords,
    checkAnswer,
  });
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
