import type { DomainModule } from '../../core/context';
import { AD_IDS_SCHEMA, adIdRoutes } from './routes-ads';
import { authRoutes } from './routes-auth';
import { devRoutes } from './routes-dev';
import { deviceRoutes } from './routes-devices';
import { messageRoutes } from './routes-messages';
import { mwRoutes } from './routes-mw';
import { platformRoutes } from './routes-platform';
import { profileRoutes } from './routes-profiles';
import { textRoutes } from './routes-texts';
import { userRoutes } from './routes-users';
import { IDENTITY_SCHEMA } from './schema';
import { seedContent } from './seed-content';
import { seedDemoAccounts } from './seed-demo';
import { seedProviders } from './seed-providers';

export const identityDomain: DomainModule = {
  name: 'identity',
  schema: IDENTITY_SCHEMA + AD_IDS_SCHEMA,
  seed: (ctx) => {
    seedProviders(ctx);
    seedContent(ctx);
    seedDemoAccounts(ctx);
  },
  routes: (app, ctx) => {
    platformRoutes(app, ctx);
    textRoutes(app, ctx);
    authRoutes(app, ctx);
    mwRoutes(app, ctx);
    userRoutes(app, ctx);
    deviceRoutes(app, ctx);
    profileRoutes(app, ctx);
    messageRoutes(app, ctx);
    adIdRoutes(app, ctx);
    devRoutes(app, ctx);
  },
};
