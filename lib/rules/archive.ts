/**
 * Catch-up archive rules (live-channels.md section 4 "Schedule and archive", section 8).
 * Times are unix seconds, as schedule items carry them; the caller passes `nowSec`.
 */

const SECONDS_PER_DAY = 86_400;

/** live-channels.md section 8: error keys of a schedule click. */
export const SCHEDULE_CLICK_ERRORS = {
  fromFuture: 'error_schedule_from_future',
  copyrightBanned: 'error_schedule_copyright_banned',
} as const;

export interface ArchiveInput {
  channelPurchased: boolean;
  /** The base check looks at programme age only, not at the purchase. */
  baseCheck?: boolean;
  /** Programme start, unix seconds. */
  programmeStart: number;
  /** The channel's allowed archive depth in days (available_archived_days or archived_days). */
  archiveDays: number;
  nowSec: number;
}

/** Age of a programme in days (fractional); negative before it starts. */
export function programmeAgeDays(programmeStart: number, nowSec: number): number {
  return (nowSec - programmeStart) / SECONDS_PER_DAY;
}

/** Archive needs a purchased channel (except for the base check), a started programme, and an age within the allowed days. */
export function isArchiveAvailable(input: ArchiveInput): boolean {
  if (!input.baseCheck && !input.channelPurchased) return false;
  if (input.programmeStart > input.nowSec) return false;
  const days = Number.isFinite(input.archiveDays) ? Math.max(0, input.archiveDays) : 0;
  return programmeAgeDays(input.programmeStart, input.nowSec) <= days;
}

/** The timing fields of a schedule item (lib/api ScheduleItem carries them under these names). */
export interface ProgrammeSpan {
  /** Start, unix seconds. */
  startSec: number;
  durationSec: number;
}

export const programmeEnd = (programme: ProgrammeSpan): number => programme.startSec + programme.durationSec;

export function isLiveProgramme(programme: ProgrammeSpan, nowSec: number): boolean {
  return programme.startSec <= nowSec && nowSec < programmeEnd(programme);
}

export function isFutureProgramme(programme: ProgrammeSpan, nowSec: number): boolean {
  return programme.startSec > nowSec;
}

export type ScheduleClick =
  | { kind: 'live' }
  | { kind: 'archive'; timestamp: number }
  | { kind: 'error'; error: (typeof SCHEDULE_CLICK_ERRORS)[keyof typeof SCHEDULE_CLICK_ERRORS] };

export interface ScheduleClickInput extends ProgrammeSpan {
  /** The item's is_catchup_available flag; absent means the channel rules alone decide. */
  isCatchupAvailable?: boolean;
  channelPurchased: boolean;
  archiveDays: number;
  nowSec: number;
}

/** What a click on a schedule entry does: play live, play from the archive, or show the spec's alert. */
export function scheduleClick(input: ScheduleClickInput): ScheduleClick {
  if (isFutureProgramme(input, input.nowSec)) return { kind: 'error', error: SCHEDULE_CLICK_ERRORS.fromFuture };
  if (isLiveProgramme(input, input.nowSec)) return { kind: 'live' };
  const archive =
    input.isCatchupAvailable !== false &&
    isArchiveAvailable({
      channelPurchased: input.channelPurchased,
      programmeStart: input.startSec,
      archiveDays: input.archiveDays,
      nowSec: input.nowSec,
    });
  return archive
    ? { kind: 'archive', timestamp: input.startSec }
    : { kind: 'error', error: SCHEDULE_CLICK_ERRORS.copyrightBanned };
}

/** A programme can be clicked (and scrubbed) when it is live or its archive is available. */
export function isProgrammeClickable(input: ScheduleClickInput): boolean {
  return scheduleClick(input).kind !== 'error';
}
