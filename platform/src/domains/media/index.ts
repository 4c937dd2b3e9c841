import type { DomainModule } from '../../core/context';
import { MEDIA_SCHEMA } from './schema';

export const mediaDomain: DomainModule = {
  name: 'media',
  schema: MEDIA_SCHEMA,
  routes: () => {},
};
