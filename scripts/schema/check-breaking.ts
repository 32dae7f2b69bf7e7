// `pnpm schema:breaking` (run by `npm test`): fails when the last change of schema.graphql breaks
// the frontends that reuse the gateway (a removed field, a narrowed type, a removed enum value...)
// and does not mark each break as intended by naming it in a line it adds to BREAKING.md.
import { fileURLToPath } from 'node:url';
import { breakingChanges, lastContractChange, unmarked } from './contract.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const change = lastContractChange(root);
if (!change) {
  console.log('schema:breaking: no earlier version of schema.graphql to compare with');
} else {
  const breaking = await breakingChanges(change.before, change.after);
  const missing = unmarked(breaking, change.addedBreakingLines);
  console.log(
    `schema:breaking: ${change.label}: ${breaking.length} breaking change(s), ${breaking.length - missing.length} marked intended in BREAKING.md`,
  );
  if (missing.length > 0) {
    for (const m of missing) console.error(`  BREAKING ${m.path}: ${m.message}`);
    console.error(
      'Keep the contract compatible, or add a line naming each path above to BREAKING.md in the same change (say why and what frontends do instead).',
    );
    process.exit(1);
  }
}
