import type { DomainModule } from '../../core/context';

export const identityDomain: DomainModule = {
  name: 'identity',
  schema: '',
  routes: () => {},
};
