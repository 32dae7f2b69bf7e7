// relay-compiler (persistConfig in relay.config.json) adds every operation of the app to
// persisted-queries.json but needs the file to exist and never removes stale entries: a build
// starts from an empty map so that the gateway's production allow-list is exactly this build's.
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('../persisted-queries.json', import.meta.url), '{}\n');
