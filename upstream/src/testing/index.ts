/**
 * What the test harnesses share about the reference upstream: the demo database image the run's
 * global setup made (`global-setup.ts`). `demoImage()` is that image, read once per worker, or
 * undefined when the file runs without the global setup (each upstream then generates its own
 * demo data, as `npm start` does).
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import './provided.ts';

let image: Buffer | null | undefined;

export function demoImage(): Buffer | undefined {
  if (image === undefined) {
    const file = inject('ctpDemoDatabase');
    image = file ? readFileSync(file) : null;
  }
  return image ?? undefined;
}
