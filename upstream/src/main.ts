/** `pnpm start`: environment → startUpstream, prints the URL. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const host = process.env.UPSTREAM_HOST || '127.0.0.1';
const port = Number.parseInt(process.env.UPSTREAM_PORT || '4010', 10);
const dbPath = process.env.UPSTREAM_DB || resolve(here, '../.data/upstream.db');

const upstream = await startUpstream({
  port,
  host,
  dbPath,
  publicUrl: process.env.UPSTREAM_PUBLIC_URL || undefined,
  devControls: (process.env.UPSTREAM_DEV_CONTROLS ?? '1') !== '0',
  smsLog: true,
  payNotifyKey: process.env.UPSTREAM_PAY_NOTIFY_KEY || undefined,
  messagePushUrl: process.env.UPSTREAM_MESSAGE_PUSH_URL || undefined,
  messagePushKey: process.env.UPSTREAM_MESSAGE_PUSH_KEY || undefined,
});
console.log(`upstream listening on ${upstream.url} (db ${dbPath})`);

const stop = () => {
  upstream.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
