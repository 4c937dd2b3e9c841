import type { DomainModule } from '../../core/context';
import { registerArtRoutes } from './routes-art';
import { registerContentRoutes } from './routes-content';
import { registerCatalogueDevRoutes } from './routes-dev';
import { registerRowRoutes } from './routes-rows';
import { registerSearchRoutes } from './routes-search';
import { registerWatchRoutes } from './routes-watch';
import { CATALOGUE_SCHEMA } from './schema';
import { seedCatalogue } from './seed';

export const catalogueDomain: DomainModule = {
  name: 'catalogue',
  schema: CATALOGUE_SCHEMA,
  seed: seedCatalogue,
  routes: (app, ctx) => {
    registerRowRoutes(app, ctx);
    registerContentRoutes(app, ctx);
    registerWatchRoutes(app, ctx);
    registerSearchRoutes(app, ctx);
    registerArtRoutes(app, ctx);
    registerCatalogueDevRoutes(app, ctx);
  },
};
