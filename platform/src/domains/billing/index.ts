import type { DomainModule } from '../../core/context';
import { registerAccountRoutes } from './routes-account';
import { registerPacketRoutes } from './routes-packets';
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
  },
};
