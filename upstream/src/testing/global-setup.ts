/**
 * vitest `globalSetup` of every suite that starts reference upstreams (the upstream's, the
 * gateway's, the browser tests):
 * - the run's clock: the pinned instant (`testInstant()`, CTP_TEST_NOW or the default) as an offset
 *   from the wall clock, handed to every test file (`inject('ctpClockOffset')`, read by `testNow()`);
 * - the demo data set, generated once per run at that instant, its database image written to a
 *   temporary file whose path the test files receive (`inject('ctpDemoDatabase')`, read by
 *   `demoImage()`). Each harness then starts its throw-away upstream as a fresh in-memory copy of
 *   it: milliseconds instead of the seconds a generation costs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoDatabaseImage } from '../db/connection.ts';
import { testInstant } from './clock.ts';
import './provided.ts';

export default function setup(project: TestProject): () => void {
  const start = testInstant();
  project.provide('ctpClockOffset', start - Date.now());
  const dir = mkdtempSync(join(tmpdir(), 'ctp-demo-db-'));
  const file = join(dir, 'demo.sqlite');
  writeFileSync(file, demoDatabaseImage(start));
  project.provide('ctpDemoDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
