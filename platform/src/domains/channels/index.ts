import type { DomainModule } from '../../core/context';
import { registerChannelRoutes } from './routes-channels';
import { registerFavoriteRoutes } from './routes-favorites';
import { registerScheduleRoutes } from './routes-schedule';
import { registerStreamRoutes } from './routes-stream';
import { CHANNELS_SCHEMA } from './schema';
import { seedChannels } from './seed-channels';

export const channelsDomain: DomainModule = {
  name: 'channels',
  schema: CHANNELS_SCHEMA,
  seed: (ctx) => seedChannels(ctx),
  routes: (app, ctx) => {
    registerChannelRoutes(app, ctx);
    registerStreamRoutes(app, ctx);
    registerScheduleRoutes(app, ctx);
    registerFavoriteRoutes(app, ctx);
  },
};
