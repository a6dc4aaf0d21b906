/** A socket.io-client connection as a phone, the host's screen or the TV, for tests and nothing else. */
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  ClientCommandInput,
  GameError,
  GameSnapshot,
  GameView,
  RoomInfo,
} from '../../shared/contracts/game';
import type {
  ClientToServerEvents,
  CommandAck,
  ServerToClientEvents,
  SocketAuth,
} from '../../shared/contracts/realtime';
import { decodeView } from '../../shared/game/compact-view';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type CommandBody = DistributiveOmit<ClientCommandInput, 'commandId'> & { commandId?: string };

/** Stays under the server's 10 events per second with a margin for network jitter. */
const PACE_EVENTS = 9;
const PACE_WINDOW_MS = 1150;

export class GameClient {
  readonly socket: ClientSocket;
  view: GameView | null = null;
  room: RoomInfo | null = null;
  snapshots = 0;
  readonly errors: GameError[] = [];
  /** The game's version after the last command this connection had applied. */
  ackedVersion = 0;
  /** Every event the server sent, and every snapshot in an ack, for the answer-leak check (unless not kept). */
  readonly received: { event: string; payload: unknown }[] = [];
  private readonly sentAt: number[] = [];
  private waiters: { predicate: () => boolean; resolve: () => void }[] = [];

  constructor(
    readonly name: string,
    url: string,
    auth: SocketAuth,
    /** False for long runs (the soak): the events are not kept in `received`. */
    keepsReceived = true,
    /** Overrides (the cluster test's polling-only phone, its self-signed certificate). */
    socketOptions: Partial<ManagerOptions & SocketOptions> = {},
  ) {
    this.socket = connect(url, {
      auth,
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
      ...socketOptions,
    });
    // onAny runs before the handlers below: settle once they have stored the news too.
    this.socket.onAny((event: string, payload: unknown) => {
      if (keepsReceived) this.received.push({ event, payload });
      queueMicrotask(() => this.settle());
    });
    this.socket.on('game:snapshot', (snapshot) => {
      this.snapshots += 1;
      this.room = snapshot.room;
      this.accept(snapshot.view);
    });
    this.socket.on('game:state', ({ view }) => this.accept(decodeView(view)));
    this.socket.on('room:update', (room) => {
      this.room = room;
      this.settle();
    });
    this.socket.on('app:error', (error) => {
      this.errors.push(error);
      this.settle();
    });
    this.socket.on('disconnect', () => this.settle());
  }

  private accept(view: GameView): void {
    if (!this.view || view.version >= this.view.version) this.view = view;
    this.settle();
  }

  private settle(): void {
    const ready = this.waiters.filter((waiter) => waiter.predicate());
    this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }

  /** Resolves once `predicate` holds (checked on every event received). */
  until(predicate: () => boolean, what = 'condition', timeoutMs = 8000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.name}: timed out waiting for ${what}`)),
        timeoutMs,
      );
      this.waiters.push({
        predicate,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Resolves once the connection has had `count` snapshots. */
  untilSnapshots(count: number): Promise<void> {
    return this.until(() => this.snapshots >= count, `snapshot ${count}`);
  }

  untilVersion(version: number): Promise<void> {
    return this.until(() => (this.view?.version ?? -1) >= version, `version ${version}`);
  }

  private async pace(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.sentAt.length > 0 && now - (this.sentAt[0] ?? 0) >= PACE_WINDOW_MS) this.sentAt.shift();
      if (this.sentAt.length < PACE_EVENTS) {
        this.sentAt.push(now);
        return;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, PACE_WINDOW_MS - (now - (this.sentAt[0] ?? now)) + 5),
      );
    }
  }

  /** Sends a command at a human pace and returns the ack (rejects when none comes within `timeoutMs`). */
  async send(body: CommandBody, timeoutMs = 8000): Promise<CommandAck> {
    await this.pace();
    const command = { commandId: crypto.randomUUID(), ...body } as ClientCommandInput;
    const ack = await this.socket.timeout(timeoutMs).emitWithAck('game:command', command);
    if (ack.ok) this.ackedVersion = Math.max(this.ackedVersion, ack.version);
    return ack;
  }

  /** Sends a command that must be applied. */
  async do(body: CommandBody): Promise<number> {
    const ack = await this.send(body);
    if (!ack.ok) throw new Error(`${this.name}: ${body.type} refused with ${ack.error.key}`);
    return ack.version;
  }

  /** Asks for the whole picture again (game:resync) and returns the snapshot; it becomes this client's view. */
  async resync(timeoutMs = 8000): Promise<GameSnapshot> {
    await this.pace();
    const result = await this.socket.timeout(timeoutMs).emitWithAck('game:resync');
    if (!result.ok) throw new Error(`${this.name}: resync refused with ${result.error.key}`);
    this.room = result.snapshot.room;
    this.accept(result.snapshot.view);
    return result.snapshot;
  }

  close(): void {
    this.socket.close();
  }
}
