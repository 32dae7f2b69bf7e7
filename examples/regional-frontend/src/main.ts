/**
 * The portal's front page in a terminal: `pnpm exec tsx examples/regional-frontend/src/main.ts
 * [gatewayUrl] [siteCode]` after building the manifest and registering it with the gateway.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from './client.ts';
import type { Operations } from './client.ts';

interface SiteHeader {
  site: { name: string; code: string; language: string };
}
interface ScenicAreas {
  places: { totalCount: number; edges: Array<{ node: { name: string } }> } | null;
}
interface LatestNews {
  news: { edges: Array<{ node: { title: string } }> } | null;
}

const operations = JSON.parse(readFileSync(fileURLToPath(new URL('../dist/operations.json', import.meta.url)), 'utf8')) as Operations;
const client = createClient({
  gatewayUrl: process.argv[2] ?? 'http://127.0.0.1:4000',
  operations,
  ...(process.argv[3] ? { siteCode: process.argv[3] } : {}),
});

const header = await client.run<SiteHeader>('RegionalSiteHeader');
if (!header.data) throw new Error(JSON.stringify(header.errors));
console.log(`${header.data.site.name} (${header.data.site.code}, ${header.data.site.language})`);
const areas = await client.run<ScenicAreas>('RegionalScenicAreas', { first: 5 });
console.log(`scenic areas (${areas.data?.places?.totalCount ?? 0}): ${areas.data?.places?.edges.map((e) => e.node.name).join(', ') ?? ''}`);
const news = await client.run<LatestNews>('RegionalLatestNews', { first: 3 });
for (const edge of news.data?.news?.edges ?? []) console.log(`  · ${edge.node.title}`);
