/**
 * Builds the regional portal's persisted-document manifest, as relay-compiler does for the H5 app:
 * every operation of documents/*.graphql with the fragments it uses, validated against the
 * platform's schema.graphql, printed, and identified by the SHA-256 of that text.
 *
 *   pnpm exec tsx examples/regional-frontend/scripts/build-manifest.ts [manifestDir]
 *
 * writes `<manifestDir>/regional-frontend.json` (the manifest the gateway loads from
 * PERSISTED_DOCUMENTS_DIR: `{ name, version, documents: { id: text } }`; manifestDir defaults to
 * examples/regional-frontend/dist/manifest) and `dist/operations.json` (operation name → id,
 * what the client bundles; no texts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, parse, print, validate, visit } from 'graphql';
import type { DefinitionNode, DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { CLIENT } from '../src/client.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const DOCUMENTS_DIR = resolve(HERE, '../documents');
export const SCHEMA_PATH = resolve(HERE, '../../../schema.graphql');

export interface Manifest {
  name: string;
  version: string;
  documents: Record<string, string>;
}

/** The fragments an operation needs, its own spreads and theirs. */
function fragmentsOf(root: DefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const needed = new Map<string, FragmentDefinitionNode>();
  const walk = (node: DefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`unknown fragment ${name}`);
        if (needed.has(name)) return;
        needed.set(name, fragment);
        walk(fragment);
      },
    });
  };
  walk(root);
  return [...needed.values()].sort((a, b) => a.name.value.localeCompare(b.name.value));
}

/** The manifest of the documents in `documentsDir` and the operation name → id map. */
export function buildManifest(
  documentsDir = DOCUMENTS_DIR,
  schemaPath = SCHEMA_PATH,
): { manifest: Manifest; operations: Record<string, string> } {
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));
  const definitions = readdirSync(documentsDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .flatMap((f) => parse(readFileSync(join(documentsDir, f), 'utf8')).definitions);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const documents: Record<string, string> = {};
  const operations: Record<string, string> = {};
  for (const operation of definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
    const name = operation.name?.value;
    if (!name) throw new Error('every operation needs a name (the client runs them by name)');
    if (operations[name]) throw new Error(`two operations are named ${name}`);
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragmentsOf(operation, fragments)] };
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
    const text = print(document);
    const id = createHash('sha256').update(text, 'utf8').digest('hex');
    documents[id] = text;
    operations[name] = id;
  }
  return { manifest: { name: CLIENT.name, version: CLIENT.version, documents }, operations };
}

export const OUT_DIR = resolve(HERE, '../dist');

/**
 * Writes the manifest into `manifestDir` (the folder whose files are registered with the gateway:
 * nothing else goes there) and the operation map to `operationsFile` (null: not written); the
 * manifest's path.
 */
export function writeManifest(
  manifestDir: string,
  operationsFile: string | null = join(OUT_DIR, 'operations.json'),
  documentsDir = DOCUMENTS_DIR,
): string {
  const { manifest, operations } = buildManifest(documentsDir);
  mkdirSync(manifestDir, { recursive: true });
  const path = join(manifestDir, `${manifest.name}.json`);
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  if (operationsFile) {
    mkdirSync(dirname(operationsFile), { recursive: true });
    writeFileSync(operationsFile, `${JSON.stringify(operations, null, 2)}\n`);
  }
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const path = writeManifest(resolve(process.argv[2] ?? join(OUT_DIR, 'manifest')));
  console.log(
    `wrote ${path} and ${join(OUT_DIR, 'operations.json')}: register the manifest by copying it into the gateway's PERSISTED_DOCUMENTS_DIR`,
  );
}
