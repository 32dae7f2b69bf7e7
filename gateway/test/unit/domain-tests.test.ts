import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every domain of the gateway has a test file named after it: `test/integration/<name>.test.ts`
 * (against the real reference upstream) or `test/unit/<name>*.test.ts` (its rules alone), so a
 * domain's behaviour is found where its name says, and a new domain comes with its tests.
 */
const DOMAINS = fileURLToPath(new URL('../../src/domains/', import.meta.url));
const INTEGRATION = fileURLToPath(new URL('../integration/', import.meta.url));
const UNIT = fileURLToPath(new URL('./', import.meta.url));

const domains = readdirSync(DOMAINS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const unitFiles = readdirSync(UNIT).filter((name) => name.endsWith('.test.ts'));

describe('one test file per domain', () => {
  it('reads the domains folder', () => {
    expect(domains.length).toBeGreaterThan(30);
  });

  it.each(domains)('%s has a test file named after it (integration or unit)', (name) => {
    const integration = existsSync(`${INTEGRATION}${name}.test.ts`);
    const unit = unitFiles.some((file) => file.startsWith(name));
    expect(integration || unit, `no test file named after the domain "${name}"`).toBe(true);
  });
});
