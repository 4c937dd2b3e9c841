import type { DomainModule } from '../../core/context';
import { registerAccountRoutes } from './routes-account';
import { registerBillingDevRoutes } from './routes-dev';
import { registerPacketRoutes } from './routes-packets';
import { registerPayPageRoutes } from './routes-pay-page';
import { registerPaymentRoutes } from './routes-payments';
import { BILLING_SCHEMA } from './schema';
import { seedDemoBilling } from './seed-demo';
import { seedPackets } from './seed-packets';

export const billingDomain: DomainModule = {
  name: 'billing',
  schema: BILLING_SCHEMA,
  seed: (ctx) => {
    seedPackets(ctx);
    seedDemoBilling(ctx);
  },
  routes: (app, ctx) => {
    registerPacketRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerPayPageRoutes(app, ctx);
    registerBillingDevRoutes(app, ctx);
  },
};
