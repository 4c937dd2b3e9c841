import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RenderAdmissionSettings, RenderGate } from './render-gate.mjs';

export type { RenderAdmissionSettings, RenderGate };
export interface BusyTexts {
  title: string;
  text: string;
  retry: string;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export declare const BUSY_RETRY_AFTER_SECONDS: number;
export declare const RENDER_ADMISSION_DEFAULTS: RenderAdmissionSettings;
export declare const LOCALE_COOKIES: string[];
export declare const FALLBACK_LOCALE: string;
export declare const SESSION_VARIANT_COOKIES: string[];
export declare function notePageStored(): void;
export declare function renderAdmissionSettingsFrom(env?: Record<string, string | undefined>): RenderAdmissionSettings;
export declare function isPageAddress(req: Pick<IncomingMessage, 'method' | 'url'>): boolean;
export declare function renderVariantKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, locales: string[]): string;
export declare function requestLocale(req: Pick<IncomingMessage, 'headers'>, locales: string[]): string;
export declare function busyLocale(req: Pick<IncomingMessage, 'headers' | 'url'>, locales: string[]): string;
export declare function loadBusyTexts(messagesDir: string): Record<string, BusyTexts>;
export declare function busyPageHtml(locale: string, text: BusyTexts, address: string): string;
export declare function createRenderAdmission(options: {
  settings?: RenderAdmissionSettings;
  messagesDir: string;
}): ((req: IncomingMessage, res: ServerResponse, next: Handler) => void) & { gate: RenderGate };
