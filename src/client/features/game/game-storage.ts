/**
 * What this device remembers about games, in local storage: its device secret, the host tokens of the games it
 * hosts and the player tokens of the games it joined. A reload (or a closed tab) resumes from here.
 */
import { readJson, readStorage, writeJson, writeStorage } from '../../lib/storage';

const KEYS = {
  deviceId: 'game-device-id',
  hosted: 'game-hosted',
  joined: 'game-joined',
} as const;

/** Host tokens kept; the oldest go first (the resume endpoint takes at most 20). */
const HOSTED_MAX = 20;
const JOINED_MAX = 20;

export interface HostedGame {
  gameId: string;
  roomCode: string;
  hostToken: string;
  savedAt: number;
}

export interface JoinedGame {
  gameId: string;
  roomCode: string;
  playerId: string;
  playerToken: string;
  nickname: string;
  teamId: string;
  savedAt: number;
}

function randomSecret(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A client-generated id for a command or request (it makes a retry apply once). */
export function newClientId(): string {
  // eslint-disable-next-line compat/compat -- guarded: engines without randomUUID (Chromium < 92) get a random secret
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomSecret();
}

/** This device's secret (created on first use); the server hashes it and never shows it. */
export function deviceId(): string {
  const stored = readStorage(KEYS.deviceId);
  if (stored && stored.length >= 16) return stored;
  const created = randomSecret();
  writeStorage(KEYS.deviceId, created);
  return created;
}

function readList<T extends { gameId: string }>(key: string): T[] {
  const stored = readJson<unknown>(key, []);
  return Array.isArray(stored) ? (stored as T[]).filter((entry) => typeof entry?.gameId === 'string') : [];
}

function saveEntry<T extends { gameId: string; savedAt: number }>(key: string, entry: T, max: number): void {
  const rest = readList<T>(key).filter((other) => other.gameId !== entry.gameId);
  writeJson(key, [entry, ...rest].slice(0, max));
}

export function saveHostedGame(game: Omit<HostedGame, 'savedAt'>): void {
  saveEntry<HostedGame>(KEYS.hosted, { ...game, savedAt: Date.now() }, HOSTED_MAX);
}

export function hostedGames(): HostedGame[] {
  return readList<HostedGame>(KEYS.hosted);
}

export function hostedGame(gameId: string): HostedGame | undefined {
  return hostedGames().find((game) => game.gameId === gameId);
}

/** The newest game hosted here with this room code. */
export function hostedGameByRoom(roomCode: string): HostedGame | undefined {
  return hostedGames().find((game) => game.roomCode === roomCode);
}

export function saveJoinedGame(game: Omit<JoinedGame, 'savedAt'>): void {
  saveEntry<JoinedGame>(KEYS.joined, { ...game, savedAt: Date.now() }, JOINED_MAX);
}

export function joinedGame(gameId: string): JoinedGame | undefined {
  return readList<JoinedGame>(KEYS.joined).find((game) => game.gameId === gameId);
}

export function forgetJoinedGame(gameId: string): void {
  writeJson(
    KEYS.joined,
    readList<JoinedGame>(KEYS.joined).filter((game) => game.gameId !== gameId),
  );
}
