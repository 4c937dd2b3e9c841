import { CAST_SUBTITLE_FONT_SCALE, stateFromReceiver, validateJoinPolicy, type CastJoinPolicy } from './cast-rules';
import type { CastSender, CastSenderEvents } from './cast-sender';

/** The parts of the Google Cast sender framework used here (loaded by the page, never by the player). */
interface CastFramework {
  CastContext: { getInstance(): CastContextLike };
  CastContextEventType: { SESSION_STATE_CHANGED: string };
  SessionState: {
    SESSION_STARTED: string;
    SESSION_RESUMED: string;
    SESSION_ENDED: string;
    SESSION_START_FAILED: string;
  };
  RemotePlayer: new () => { playerState: string | null; displayName?: string };
  RemotePlayerController: new (player: object) => EventTarget & {
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
  RemotePlayerEventType: { PLAYER_STATE_CHANGED: string };
}

interface CastContextLike {
  setOptions(options: Record<string, unknown>): void;
  requestSession(): Promise<unknown>;
  getCurrentSession(): CastSessionLike | null;
  endCurrentSession(stopCasting: boolean): void;
  addEventListener(type: string, listener: (event: { sessionState: string }) => void): void;
  removeEventListener(type: string, listener: (event: { sessionState: string }) => void): void;
}

interface CastSessionLike {
  loadMedia(request: unknown): Promise<unknown>;
  setVolume(volume: number): Promise<unknown>;
  getCastDevice(): { friendlyName: string };
  getMediaSession(): { idleReason?: string | null } | null;
}

interface ChromeCastMedia {
  DEFAULT_MEDIA_RECEIVER_APP_ID: string;
  MediaInfo: new (url: string, contentType: string) => Record<string, unknown>;
  LoadRequest: new (info: unknown) => Record<string, unknown>;
  TextTrackStyle: new () => Record<string, unknown>;
  GenericMediaMetadata: new () => Record<string, unknown>;
}

interface CastWindow {
  cast?: { framework?: CastFramework };
  chrome?: { cast?: { media?: ChromeCastMedia; AutoJoinPolicy?: Record<string, string> } };
}

export function hasGoogleCast(win: Window): boolean {
  const w = win as unknown as CastWindow;
  return Boolean(w.cast?.framework && w.chrome?.cast?.media);
}

const CONTENT_TYPES = { hls: 'application/x-mpegurl', dash: 'application/dash+xml' } as const;

/** A Google Cast sender over the framework the page already loaded; null when it is not there. */
export function createGoogleCastSender(
  win: Window,
  events: CastSenderEvents,
  joinPolicy?: CastJoinPolicy,
): CastSender | null {
  const w = win as unknown as CastWindow;
  const framework = w.cast?.framework;
  const media = w.chrome?.cast?.media;
  if (!framework || !media) return null;
  const policy = validateJoinPolicy(joinPolicy);
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: w.chrome?.cast?.AutoJoinPolicy?.[policy.toUpperCase()] ?? policy,
  });
  const player = new framework.RemotePlayer();
  const controller = new framework.RemotePlayerController(player);
  const onPlayerState = () => {
    const idleReason = context.getCurrentSession()?.getMediaSession()?.idleReason;
    events.state(stateFromReceiver(player.playerState ?? 'IDLE', idleReason));
  };
  const onSession = ({ sessionState }: { sessionState: string }) => {
    if (
      sessionState === framework.SessionState.SESSION_STARTED ||
      sessionState === framework.SessionState.SESSION_RESUMED
    ) {
      events.state('connected');
      events.device(context.getCurrentSession()?.getCastDevice().friendlyName ?? null);
    } else if (sessionState === framework.SessionState.SESSION_ENDED) {
      events.state('disconnected');
      events.device(null);
    }
  };
  controller.addEventListener(framework.RemotePlayerEventType.PLAYER_STATE_CHANGED, onPlayerState);
  context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);

  return {
    kind: 'google-cast',
    async start(cast) {
      if (!cast.source) {
        events.error({ key: 'castNoSource' });
        return;
      }
      try {
        if (!context.getCurrentSession()) await context.requestSession();
        const session = context.getCurrentSession();
        if (!session) throw new Error('no cast session');
        const info = new media.MediaInfo(cast.source.url, CONTENT_TYPES[cast.source.protocol]);
        const style = new media.TextTrackStyle();
        style.fontScale = CAST_SUBTITLE_FONT_SCALE;
        info.textTrackStyle = style;
        const metadata = new media.GenericMediaMetadata();
        metadata.title = cast.title ?? '';
        info.metadata = metadata;
        const request = new media.LoadRequest(info);
        request.currentTime = cast.position;
        await session.loadMedia(request);
        await session.setVolume(cast.volume);
      } catch (error) {
        // "cancel" is the viewer closing the device picker, not a failure.
        if (error === 'cancel') return;
        events.error({ key: 'castConnectError' });
      }
    },
    stop() {
      context.endCurrentSession(true);
    },
    dispose() {
      controller.removeEventListener(framework.RemotePlayerEventType.PLAYER_STATE_CHANGED, onPlayerState);
      context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, onSession);
    },
  };
}
