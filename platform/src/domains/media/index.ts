import type { DomainModule } from '../../core/context';

export const mediaDomain: DomainModule = {
  name: 'media',
  schema: '',
  routes: () => {},
};
