import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';

/**
 * The mini-player's store (issue 18 part 1): a playing player whose page goes hands its controller and <video> here
 * instead of being destroyed, keeps playing in a corner, and is adopted back by the next page that plays the same
 * thing. Framework-free and tiny: the app's shell subscribes to it and loads the dock's code only once something is
 * docked, so catalogue pages ship no player code.
 */

/** A part of a playback that keeps running while docked (its statistics, its history saving), by name. */
interface RetainedPart {
  key: string;
  dispose(): void;
  value: unknown;
}

/** The ads a docked playback still owes: the dock pauses at a break and never plays a pause roll itself. */
export interface DockAds {
  /** Mid-roll positions (ms of media time) not played yet: the dock pauses at the first one it reaches. */
  breaksMs: number[];
  /** Mid-roll positions already played, which the adopting player must not play again. */
  firedMs: number[];
  /** A pause of on-demand or archive playback owes a post-pause roll. */
  postPauseRoll: boolean;
}

export interface DockOffer {
  /** The page's identity of the playback ("channel:1:live:en", "watch:7:…"): only the same key adopts it. */
  key: string;
  /** Where "back to full view" returns. */
  href: string;
  title: string;
  controller: PlayerController<HTMLMediaElement>;
  media: HTMLVideoElement;
  /** The player's key of the loaded source: the adopting player loads nothing while its source is the same. */
  sourceKey: string;
  ads: DockAds;
  /** What the page needs to take the playback back without asking for the stream again (its stream answer). */
  restore: unknown;
}

export interface DockedPlayback extends DockOffer {
  /** An ad the dock held back (a break reached, or a pause with a pause roll): the full view plays it on return. */
  owedRoll: 'midroll' | 'postpause' | null;
}

interface Adoption {
  playback: DockedPlayback;
  parts: Map<string, RetainedPart>;
}

let docked: Adoption | null = null;
let adopting: Adoption | null = null;
let stage: HTMLDivElement | null = null;
const listeners = new Set<() => void>();
let notifying = false;

/**
 * Subscribers (the shell's mini-player, through useSyncExternalStore) hear of changes once the task's current work is
 * done, not in its middle. A channel switch docks the old channel's playback in a layout clean-up and the new player
 * closes the dock again in the same commit: told at once, React answered with a synchronous re-render inside that
 * commit (issue 19, traced); told after, it finds nothing changed.
 */
function notify(): void {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((listener) => listener());
  });
}

/**
 * The mini-player's box at the end of the body, which the docked <video> is moved into: a media element moved within
 * the document in one task does not pause. No React tree owns it, so no unmount can take the <video> out of the
 * document; the dock's component styles it and renders its buttons into it, and it stays hidden until then.
 */
export function dockStage(): HTMLDivElement {
  if (!stage) {
    stage = document.createElement('div');
    stage.hidden = true;
  }
  if (!stage.isConnected) document.body.append(stage);
  return stage;
}

export function subscribeDock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDocked(): DockedPlayback | null {
  return docked?.playback ?? null;
}

/**
 * Only a picture that plays goes to the mini-player: not during an ad or a packshot (an ad is never shrunk away; the
 * player stops with its page then, as before), nor when casting, stopped or paused.
 */
export function canDock(state: PlayerState): boolean {
  return state.play && !state.paused && !state.ad && !state.packshot && !state.casting && !state.stopped;
}

export function isDocked(controller: PlayerController<HTMLMediaElement>): boolean {
  return docked?.playback.controller === controller;
}

/** Takes a playback from a page that goes; one docked at a time (only one player plays). */
export function dockPlayback(offer: DockOffer): void {
  closeDock();
  docked = { playback: { ...offer, owedRoll: null }, parts: new Map() };
  dockStage().append(offer.media);
  notify();
}

/**
 * Keeps a running part of the docked playback alive (called from the player's effect clean-ups as its page goes);
 * false when the controller is not docked, and the part ends as usual.
 */
export function retainPart(
  controller: PlayerController<HTMLMediaElement>,
  name: string,
  key: string,
  dispose: () => void,
  value?: unknown,
): boolean {
  if (!docked || docked.playback.controller !== controller) return false;
  docked.parts.get(name)?.dispose();
  docked.parts.set(name, { key, dispose, value });
  return true;
}

/**
 * A counter the page itself runs for the docked playback (a channel's audience pixel), kept while docked and ended with
 * it or when a page adopts it back (which starts its own); false when `key` is not what is docked.
 */
export function retainPagePart(key: string, name: string, dispose: () => void): boolean {
  if (!docked || docked.playback.key !== key) return false;
  docked.parts.get(`page:${name}`)?.dispose();
  docked.parts.set(`page:${name}`, { key: '', dispose, value: null });
  return true;
}

/** The docked playback for this key, taken out of the dock for a page to adopt; null when nothing matches. */
export function adoptDocked(key: string): DockedPlayback | null {
  // A render React ran twice (strict mode, a render it threw away and retried) gets the same playback again.
  if (adopting?.playback.key === key) return adopting.playback;
  if (!docked || docked.playback.key !== key) return null;
  adopting = docked;
  docked = null;
  // Asked while the adopting page renders: the dock's own re-render waits for that render to finish.
  notify();
  return adopting.playback;
}

/**
 * A player page about to play `key` (in the same commit as the page before it went): anything else in the dock stops
 * now, so a channel switch or a new title never leaves the previous picture playing, not even for a moment.
 */
export function claimDock(key: string): void {
  if (docked && docked.playback.key !== key) closeDock();
}

/**
 * The docked playback for this key, left in the dock (a page deciding what to render before adopting). One being
 * adopted counts until its player commits: a render React interrupts (a navigation's transition restarted by the
 * dock's own update) renders the page again from scratch, and it must decide as it did the first time.
 */
export function peekDocked(key: string): DockedPlayback | null {
  if (adopting?.playback.key === key) return adopting.playback;
  return docked?.playback.key === key ? docked.playback : null;
}

/** A retained part the adopting player's hook takes back when its key still matches; else it ends with the adoption. */
export function takePart(
  controller: PlayerController<HTMLMediaElement>,
  name: string,
  key: string,
): { dispose(): void; value: unknown } | null {
  if (!adopting || adopting.playback.controller !== controller) return null;
  const part = adopting.parts.get(name);
  if (!part || part.key !== key) return null;
  adopting.parts.delete(name);
  return part;
}

/** After the adopting player's effects ran: parts nobody took (a new stat id, say) end now. */
export function finishAdoption(controller: PlayerController<HTMLMediaElement>): void {
  if (!adopting || adopting.playback.controller !== controller) return;
  adopting.parts.forEach((part) => part.dispose());
  adopting = null;
}

/** Notes an ad the dock held back, for the full view to play on return. */
export function oweRoll(roll: 'midroll' | 'postpause'): void {
  if (!docked) return;
  docked.playback = { ...docked.playback, owedRoll: roll };
  notify();
}

/**
 * Ends the docked playback through the player's own paths: the picture goes at once, its statistics report their last
 * duration (the leave statistics) and its history is saved, and the controller ends (its engine torn down when idle).
 */
export function closeDock(): void {
  if (!docked) return;
  const { playback, parts } = docked;
  docked = null;
  playback.media.pause();
  playback.media.remove();
  parts.forEach((part) => part.dispose());
  // Closed by a player about to play (a channel switch), the engine's teardown would run inside that player's commit.
  playback.controller.retire();
  notify();
}
