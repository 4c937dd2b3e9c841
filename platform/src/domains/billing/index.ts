import type { DomainModule } from '../../core/context';

export const billingDomain: DomainModule = {
  name: 'billing',
  schema: '',
  routes: () => {},
};
