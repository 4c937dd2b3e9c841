import type { DomainModule } from '../../core/context';
import { registerChannelRoutes } from './routes-channels';
import { registerEpgRoutes } from './routes-epg';
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
    // Before /v2/channels/:id, which would read 'epg' as a channel slug.
    registerEpgRoutes(app, ctx);
    registerChannelRoutes(app, ctx);
    registerStreamRoutes(app, ctx);
    registerScheduleRoutes(app, ctx);
    registerFavoriteRoutes(app, ctx);
  },
};
