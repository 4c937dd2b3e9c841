import type { DomainModule } from '../../core/context';

export const catalogueDomain: DomainModule = {
  name: 'catalogue',
  schema: '',
  routes: () => {},
};
