import type { KeyValueStorage } from '../core/types';
import { AD_REPORTS_KEPT, AD_REPORTS_KEY, adErrorName } from './ad-constants';

export type AdRollKind = 'preroll' | 'midroll' | 'postpause';

export interface AdErrorReport {
  name: string;
  code: number;
  roll: AdRollKind;
  adTag: string;
  at: number;
}

/** What an ad did on screen, for the metrics service's ad events (live-channels.md section 7). */
export type AdEventName = 'ad_impression' | 'ad_complete' | 'ad_skip' | 'ad_remove_ads';

export interface AdEvent {
  name: AdEventName;
  roll: AdRollKind;
  adTag: string;
  at: number;
}

export interface AdReportSink {
  /** Delivers one report to the metrics service; failures are the sink's own business. */
  send(report: AdErrorReport): void;
  /** Delivers an ad event (impression, completion, skip, "remove ads") the same way. */
  event?(event: AdEvent): void;
}

export function readAdReports(storage: KeyValueStorage | null): AdErrorReport[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(AD_REPORTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as AdErrorReport[]) : [];
  } catch {
    return [];
  }
}

/** Builds the report, keeps the newest 50 locally (live-channels.md section 8) and hands it to the sink. */
export function reportAdError(
  storage: KeyValueStorage | null,
  sink: AdReportSink,
  fields: { code: number; roll: AdRollKind; adTag: string; at: number },
): AdErrorReport {
  const report: AdErrorReport = { name: adErrorName(fields.code), ...fields };
  const kept = [...readAdReports(storage), report].slice(-AD_REPORTS_KEPT);
  try {
    storage?.setItem(AD_REPORTS_KEY, JSON.stringify(kept));
  } catch {
    // A full storage loses the local copy only; the metrics service still gets the report.
  }
  sink.send(report);
  return report;
}
