// Runs the whole system on the embedded default: the reference upstream (SQLite), the
// gateway, and the built client (served by the gateway), all on loopback.
// Configuration: see docs/configuration.md (UPSTREAM_PORT, GATEWAY_PORT, UPSTREAM_BASE_URL, ...).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startUpstream } from '../upstream/src/index.ts';
import { startGateway } from '../gateway/src/index.ts';
import { readConfig } from '../gateway/src/config.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const host = env.HOST ?? '127.0.0.1';

async function main(): Promise<void> {
  // Point UPSTREAM_BASE_URL at a real deployment to skip the embedded reference upstream.
  let upstreamBaseUrl = env.UPSTREAM_BASE_URL;
  let upstream: { url: string; setMessagePushUrl(url: string): void; close(): Promise<void> } | undefined;
  if (!upstreamBaseUrl) {
    const dbPath = env.UPSTREAM_DB ?? join(root, 'upstream', '.data', 'upstream.db');
    mkdirSync(dirname(dbPath), { recursive: true });
    upstream = await startUpstream({
      host,
      port: Number(env.UPSTREAM_PORT ?? 4010),
      dbPath,
      publicUrl: env.UPSTREAM_PUBLIC_URL,
      // The demo's stand-in for the SMS gateway: sign-in codes are printed here.
      smsLog: true,
      // The simulated payment provider's notification key (default: the demo key).
      payNotifyKey: env.UPSTREAM_PAY_NOTIFY_KEY || undefined,
      // The key new messages are pushed to the gateway with (the gateway reads the same variable).
      messagePushKey: env.UPSTREAM_MESSAGE_PUSH_KEY || undefined,
    });
    upstreamBaseUrl = upstream.url;
  }
  // The gateway reads the same settings as `gateway/src/main.ts` (docs/configuration.md: the configuration and
  // public-internet settings: GATEWAY_MODE, rate limit, breaker, cache, request log, METRICS_TOKEN,
  // MAX_* ...), with this script's host, port, upstream and built app.
  const gateway = await startGateway(
    readConfig({
      ...env,
      GATEWAY_HOST: host,
      GATEWAY_PORT: env.GATEWAY_PORT ?? '4000',
      UPSTREAM_BASE_URL: upstreamBaseUrl,
      CLIENT_DIST: env.CLIENT_DIST ?? join(root, 'client', 'dist'),
    }),
  );

  // The embedded upstream pushes new messages to this gateway's webhook (UPSTREAM_MESSAGE_PUSH_URL
  // points them elsewhere, e.g. at a load balancer in front of several gateways).
  upstream?.setMessagePushUrl(env.UPSTREAM_MESSAGE_PUSH_URL || `${gateway.url}/hooks/messages`);

  console.log('\nThe platform is running:');
  console.log(`  App (H5)        ${gateway.url}/#/index`);
  console.log(`  GraphiQL        ${gateway.url}/graphql`);
  console.log(`  Upstream (REST) ${upstreamBaseUrl}${upstream ? '  (embedded reference upstream)' : ''}`);
  console.log('  Demo sites: site510100 (general, default), site513225 (scenic edition),');
  console.log('              site530700 (French), site650100 (Xinjiang edition), site620200 (suspended); open e.g.');
  console.log(`              ${gateway.url}/#/index?siteCode=site513225`);
  if (upstream) {
    console.log('  Sign in with any 11-digit phone: the SMS code is printed below as');
    console.log(`  "[sms] <phone> ← <code>" and shown at ${upstreamBaseUrl}/__dev/sms?phone=<phone>.`);
  }
  console.log('Press Ctrl+C to stop.\n');

  const stop = async (): Promise<void> => {
    // the requests in flight finish before the upstream they may still be calling closes
    await gateway.shutdown();
    await upstream?.close();
    process.exit(0);
  };
  // SIGHUP: read every client's persisted-document manifest afresh, as gateway/src/main.ts does
  process.on('SIGHUP', () => gateway.reloadPersistedDocuments());
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
