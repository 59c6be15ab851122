import { z } from 'zod';
import { sceneDocument } from '../scene/document.ts';

/**
 * Live presenting: a coach's board, formation or video shown read-only, as it is drawn, on every
 * phone or TV that opens the session's link or types its short code.
 */

/** What a live session shows: the tactical board, an image formation (editor) or a video formation (editor). */
export const LIVE_KINDS = ['board', 'formation', 'video'] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** How long a session's link works when the coach does not end it first. */
export const LIVE_SESSION_HOURS = 3;

/** Most sessions one coach may have open at a time. */
export const LIVE_MAX_OPEN_SESSIONS = 5;

/** Short codes: 6 characters without look-alikes (no 0/O, 1/I/L), typed on a TV's browser. */
export const LIVE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LIVE_CODE_LENGTH = 6;

/** A well-formed short code (case-insensitive). */
export function isLiveCode(value: string): boolean {
  return new RegExp(`^[${LIVE_CODE_ALPHABET}]{${LIVE_CODE_LENGTH}}$`).test(value.toUpperCase());
}

/** POST /api/live: start presenting a record (or the board, which has none). */
export const liveCreateInput = z.object({
  kind: z.enum(LIVE_KINDS, { message: 'validation.invalid' }),
  record_id: z.number({ message: 'validation.invalid' }).int().positive({ message: 'validation.invalid' }).nullable().optional().default(null),
});
export type LiveCreateInput = z.infer<typeof liveCreateInput>;

/** A session as its presenter sees it. `presenter_key` authenticates the presenter's socket. */
export const liveSession = z.object({
  id: z.number(),
  kind: z.enum(LIVE_KINDS),
  url: z.string(),
  code: z.string(),
  /** The address to type on a TV, without the code (PUBLIC_URL/ao-vivo). */
  code_url: z.string(),
  qr_svg: z.string(),
  expires_at: z.string(),
  presenter_key: z.string(),
});
export type LiveSession = z.infer<typeof liveSession>;
export const liveSessionAnswer = z.object({ sessao: liveSession });

/** A stroke of the tactical board (features/board/model.ts). */
const boardStroke = z.object({
  id: z.string().max(64),
  mode: z.enum(['free', 'line', 'dash', 'arrow', 'adash']),
  points: z.array(z.number()).max(20_000),
  color: z.string().max(32),
  width: z.number().min(0).max(100),
});

/** A marker of the tactical board. */
const boardMarker = z.object({
  id: z.string().max(64),
  x: z.number(),
  y: z.number(),
  scale: z.number().min(0).max(100),
  background: z.string().max(32),
  color: z.string().max(32),
  face: z.union([z.object({ kind: z.literal('number'), number: z.number() }), z.object({ kind: z.literal('icon'), icon: z.number().int() })]),
});

/** The board as the presenter shows it: the field's artwork path and the drawing. */
const liveBoardState = z.object({
  kind: z.literal('board'),
  field: z.string().max(500).nullable(),
  doc: z.object({ strokes: z.array(boardStroke).max(5000), markers: z.array(boardMarker).max(500) }),
});

/** Playback of a video formation: what the presenter's preview is doing and where it is. */
export const livePlayback = z.object({
  playing: z.boolean(),
  speed: z.number().min(0.05).max(20),
  position_ms: z
    .number()
    .min(0)
    .max(24 * 3600 * 1000),
});
export type LivePlayback = z.infer<typeof livePlayback>;

/** An editor scene: the view of the frame shown, and for videos the whole animation and its playback. */
const liveSceneState = z.object({
  kind: z.literal('scene'),
  doc: sceneDocument,
  frame: z.number().int().min(1).max(1000),
  animation: sceneDocument.nullable(),
  playback: livePlayback.nullable(),
});

/** Everything a viewer needs to draw the presenter's screen. */
export const liveState = z.discriminatedUnion('kind', [liveBoardState, liveSceneState]);
export type LiveState = z.infer<typeof liveState>;

/** The stroke being drawn right now on the board (shown before the coach lifts the finger). */
export const liveInk = z.object({
  mode: boardStroke.shape.mode,
  points: z.array(z.number()).max(20_000),
  color: z.string().max(32),
  width: z.number().min(0).max(100),
});
export type LiveInk = z.infer<typeof liveInk>;

/** The first message of a viewer's socket: the link's token or the short code. */
export const liveWatchMessage = z.object({ t: z.literal('watch'), key: z.string().min(1).max(64) });
/**
 * The first message of the presenter's socket: the session, its presenter key and the coach's
 * session token (the socket closes when that session is revoked: signed out, password changed).
 */
export const livePresentMessage = z.object({
  t: z.literal('present'),
  id: z.number().int().positive(),
  key: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
/** The first message of any socket. */
export const liveHelloMessage = z.discriminatedUnion('t', [liveWatchMessage, livePresentMessage]);

/** What a presenter may send after its hello. `sent` is the presenter's clock (latency measurements). */
export const livePresenterMessage = z.discriminatedUnion('t', [
  z.object({ t: z.literal('state'), state: liveState, sent: z.number().optional() }),
  z.object({ t: z.literal('ink'), ink: liveInk.nullable(), sent: z.number().optional() }),
  z.object({ t: z.literal('ping') }),
]);
export type LivePresenterMessage = z.infer<typeof livePresenterMessage>;

/** What a viewer may send after its hello: keep-alive pings only. */
export const liveViewerMessage = z.object({ t: z.literal('ping') });

/** Messages the server sends. */
export type LiveServerMessage =
  | { t: 'hello'; role: 'viewer' | 'presenter'; kind: LiveKind; expires_at: string }
  | { t: 'state'; state: LiveState; sent?: number }
  | { t: 'ink'; ink: LiveInk | null; sent?: number }
  | { t: 'presenter'; online: boolean }
  | { t: 'viewers'; count: number }
  | { t: 'ended' }
  | { t: 'unavailable' }
  | { t: 'pong' };

/** Close codes of live sockets (4000-4999 are the application's). */
export const LIVE_CLOSE = {
  /** The session ended or expired. */
  ended: 4001,
  /** Unknown, ended or expired link or code, or a wrong presenter key. */
  unavailable: 4004,
  /** A message this role may not send. */
  forbidden: 4003,
  /** Not JSON, or not one of the messages. */
  malformed: 4007,
  /** The client did not read its messages fast enough. */
  slow: 4008,
  /** No hello in time. */
  timeout: 4009,
} as const;
