import type { DomainModule } from '../../core/context';

export const channelsDomain: DomainModule = {
  name: 'channels',
  schema: '',
  routes: () => {},
};
