import type { DomainModule } from '../../core/context';
import { CATALOGUE_SCHEMA } from './schema';
import { seedCatalogue } from './seed';

export const catalogueDomain: DomainModule = {
  name: 'catalogue',
  schema: CATALOGUE_SCHEMA,
  seed: seedCatalogue,
  routes: () => {},
};
