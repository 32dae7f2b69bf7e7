// `pnpm schema`: writes the root schema.graphql (the one contract) from the domains' SDL.
import { writeFileSync } from 'node:fs';
import { printContract } from '../../gateway/src/core/sdl.ts';

const target = new URL('../../schema.graphql', import.meta.url);
writeFileSync(target, printContract());
console.log('schema.graphql written from gateway/src/core/schema.graphql and gateway/src/domains/*/schema.graphql');
