import type { DomainModule } from '../../core/context';
import { CHANNELS_SCHEMA } from './schema';

export const channelsDomain: DomainModule = {
  name: 'channels',
  schema: CHANNELS_SCHEMA,
  routes: () => {},
};
