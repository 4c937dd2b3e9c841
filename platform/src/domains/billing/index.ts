import type { DomainModule } from '../../core/context';
import { registerAccountRoutes } from './routes-account';
import { registerBillingDevRoutes } from './routes-dev';
import { registerOfferRoutes } from './routes-offers';
import { registerPacketRoutes } from './routes-packets';
import { registerPayPageRoutes } from './routes-pay-page';
import { registerPaymentRoutes } from './routes-payments';
import { registerPromoRoutes } from './routes-promo';
import { registerRentalRoutes } from './routes-rentals';
import { BILLING_SCHEMA } from './schema';
import { seedDemoBilling } from './seed-demo';
import { seedPackets } from './seed-packets';
import { seedPromoKeys } from './seed-promo';

export const billingDomain: DomainModule = {
  name: 'billing',
  schema: BILLING_SCHEMA,
  seed: (ctx) => {
    seedPackets(ctx);
    seedPromoKeys(ctx);
    seedDemoBilling(ctx);
  },
  routes: (app, ctx) => {
    registerPacketRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerPaymentRoutes(app, ctx);
    registerPayPageRoutes(app, ctx);
    registerOfferRoutes(app, ctx);
    registerPromoRoutes(app, ctx);
    registerRentalRoutes(app, ctx);
    registerBillingDevRoutes(app, ctx);
  },
};
