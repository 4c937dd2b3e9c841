import type { DomainModule } from '../../core/context';
import { CHANNELS_SCHEMA } from './schema';
import { seedChannels } from './seed-channels';

export const channelsDomain: DomainModule = {
  name: 'channels',
  schema: CHANNELS_SCHEMA,
  seed: (ctx) => seedChannels(ctx),
  routes: () => {},
};
