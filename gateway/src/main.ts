import { readConfig } from './config.ts';
import { startGateway } from './index.ts';

const config = readConfig();
const gateway = await startGateway(config);
console.log(`gateway listening on ${gateway.url}/graphql (upstream ${config.upstreamBaseUrl}, default site ${config.defaultSiteCode})`);

const stop = (signal: string) => {
  console.log(`gateway ${signal}: draining (no new requests; finishing those in flight)`);
  gateway.shutdown().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
// SIGHUP: read every client's persisted-document manifest afresh (no restart, no rebuild)
process.on('SIGHUP', () => gateway.reloadPersistedDocuments());
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
