import type { DomainModule } from '../../core/context';
import { BILLING_SCHEMA } from './schema';

export const billingDomain: DomainModule = {
  name: 'billing',
  schema: BILLING_SCHEMA,
  routes: () => {},
};
