import { storedAtom } from '@/lib/ui-state/stored-atom';
import { SCHEDULE_OPEN_STORAGE_KEY } from './constants';

/**
 * The channel page's schedule is open or closed (live-channels.md section 4) as the viewer last left it, on every
 * channel and visit: open until the viewer closes it.
 */
export const scheduleOpenAtom = storedAtom(SCHEDULE_OPEN_STORAGE_KEY, (raw) => raw !== 'false');
