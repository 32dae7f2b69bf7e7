/**
 * Compiles the upstream and the gateway to JavaScript for production (`node <package>/dist/main.js`,
 * no TypeScript transform at run time): TypeScript emits each module as it is (relative `.ts`
 * imports rewritten to `.js`; the types are checked by `pnpm typecheck`, not here), and the files
 * the servers read beside their modules at run time (the gateway's SDL) are copied along.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

for (const pkg of ['upstream', 'gateway']) {
  const dir = join(root, pkg);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.build.json'), '--noCheck'], { stdio: 'inherit' });
  // every file beside the modules that is not TypeScript (folders are walked)
  cpSync(join(dir, 'src'), join(dir, 'dist'), { recursive: true, filter: (src) => statSync(src).isDirectory() || !src.endsWith('.ts') });
  console.log(`${pkg}/dist built`);
}
