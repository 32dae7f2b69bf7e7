/** Programmatic entry: start the reference upstream (used by tests, the gateway's tests and the demo). */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from './db/connection.ts';
import { Clock } from './context.ts';
import { CallLog, FaultStore } from './faults.ts';
import { buildServer } from './server.ts';
import { DEFAULT_MESSAGE_PUSH_KEY, startPushing } from './families/messages/index.ts';

export { demoDatabaseImage } from './db/connection.ts';

export interface StartUpstreamOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  host?: string;
  /** SQLite file, or ":memory:" for a throw-away database. Default ":memory:". */
  dbPath?: string;
  /**
   * A serialized demo database (`demoDatabaseImage()`) to start from, in memory, instead of
   * generating the demo data set: the test harnesses make it once per run and start every
   * throw-away upstream from it. Only with `dbPath` ":memory:".
   */
  image?: Uint8Array;
  /** Base of absolute file URLs in payloads. Default http://HOST:PORT (the bound port). */
  publicUrl?: string;
  /** Mount /__dev/* (fault injection, call log). Default true. */
  devControls?: boolean;
  /** Per-request logging. Default: UPSTREAM_LOG=1. */
  log?: boolean;
  /** Print every SMS code as `[sms] <phone> ← <code>`. Default: UPSTREAM_LOG=1 (main.ts turns it on). */
  smsLog?: boolean;
  /**
   * Folder of uploaded files. Default: `files/` beside the database file, or a temporary folder
   * (removed on close) for an in-memory database.
   */
  filesDir?: string;
  /** Base clock (epoch ms) for tokens, SMS codes and comment times; the dev channel can offset it. Default Date.now. */
  now?: () => number;
  /** The key the simulated payment provider signs its notifications with (default: the demo key). */
  payNotifyKey?: string;
  /** Where new messages are pushed (the gateway's webhook); may be set later with `setMessagePushUrl`. */
  messagePushUrl?: string;
  /** The key message pushes are signed with (default: the messages family's demo key). */
  messagePushKey?: string;
}

export interface RunningUpstream {
  url: string;
  /** The clock the upstream answers by (base clock + the dev channel's offset), epoch ms. */
  now(): number;
  /** Points message pushes at `url` (the gateway's webhook, known once it listens); pending ones go out. */
  setMessagePushUrl(url: string): void;
  close(): Promise<void>;
}

export async function startUpstream(opts: StartUpstreamOptions = {}): Promise<RunningUpstream> {
  const host = opts.host ?? '127.0.0.1';
  const clock = new Clock(opts.now);
  const dbPath = opts.dbPath ?? ':memory:';
  const tempFiles = !opts.filesDir && dbPath === ':memory:';
  const filesDir = opts.filesDir ?? (tempFiles ? mkdtempSync(join(tmpdir(), 'ctp-upstream-files-')) : join(dirname(dbPath), 'files'));
  mkdirSync(filesDir, { recursive: true });
  const db = openDatabase(dbPath, clock.now(), opts.image);
  const ctx = {
    db,
    clock,
    smsLog: opts.smsLog ?? process.env.UPSTREAM_LOG === '1',
    publicUrl: { value: opts.publicUrl ?? '' },
    filesDir,
    faults: new FaultStore(),
    calls: new CallLog(),
    ...(opts.payNotifyKey ? { payNotifyKey: opts.payNotifyKey } : {}),
    messagePush: { url: opts.messagePushUrl ?? '', key: opts.messagePushKey || DEFAULT_MESSAGE_PUSH_KEY },
  };
  const app = buildServer(ctx, {
    devControls: opts.devControls ?? true,
    log: opts.log ?? process.env.UPSTREAM_LOG === '1',
  });
  try {
    await app.listen({ port: opts.port ?? 4010, host });
  } catch (err) {
    db.close();
    if (tempFiles) rmSync(filesDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 4010);
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  const url = `http://${urlHost}:${port}`;
  if (!opts.publicUrl) ctx.publicUrl.value = url;
  ctx.publicUrl.value = ctx.publicUrl.value.replace(/\/+$/, '');
  let closed = false;
  return {
    url,
    now: () => clock.now(),
    setMessagePushUrl(pushUrl) {
      ctx.messagePush.url = pushUrl;
      startPushing(ctx);
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      db.close();
      if (tempFiles) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
