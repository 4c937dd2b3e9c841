import type { DomainModule } from '../../core/context';
import { mediaCors } from './media-files';
import { mediaGate } from './media-gate';
import { registerDevRoutes } from './routes-dev';
import { registerDrmRoutes } from './routes-drm';
import { registerLiveRoutes } from './routes-live';
import { registerMetricsRoutes } from './routes-metrics';
import { registerStaticMediaRoutes } from './routes-static';
import { registerStatRoutes } from './routes-stats';
import { registerVastRoutes } from './routes-vast';
import { MEDIA_SCHEMA } from './schema';

export { faultsMiddleware } from './faults';
export { createPlaybackStat } from './stats';

export const mediaDomain: DomainModule = {
  name: 'media',
  schema: MEDIA_SCHEMA,
  routes: (app, ctx) => {
    app.use('/media/*', mediaCors(ctx.config.webOrigins));
    app.use('/media/*', mediaGate(app, ctx));
    registerLiveRoutes(app, ctx);
    registerVastRoutes(app, ctx);
    registerDrmRoutes(app);
    // Last among /media routes: the generic file server must not shadow the generated playlists.
    registerStaticMediaRoutes(app);
    registerMetricsRoutes(app, ctx);
    registerStatRoutes(app, ctx);
    registerDevRoutes(app, ctx);
  },
};
