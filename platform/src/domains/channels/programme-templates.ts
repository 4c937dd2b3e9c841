import type { ProgrammeTemplate, ScheduleKind } from './programme-template';
import { FACTUAL_TEMPLATES } from './templates-factual';
import { FICTION_TEMPLATES } from './templates-fiction';
import { SHOW_TEMPLATES } from './templates-shows';

export { SCHEDULE_KINDS, type ProgrammeTemplate, type ScheduleKind } from './programme-template';

/** Every kind's programme templates, the material each channel's days are built from. */
export const PROGRAMME_TEMPLATES: Record<ScheduleKind, ProgrammeTemplate[]> = {
  ...FACTUAL_TEMPLATES,
  ...FICTION_TEMPLATES,
  ...SHOW_TEMPLATES,
};
