/**
 * The statements of one database, each prepared the first time it is used and kept for the
 * database's life: a family's store (`families/<name>/store.ts`) asks for its SQL through this,
 * so a statement is prepared once per database however often the store is made, and a store can
 * be made before every table or SQL function it uses exists (they only need to by first use).
 */
import type Database from 'better-sqlite3';

export type Statement = Database.Statement<unknown[], unknown>;

const prepared = new WeakMap<Database.Database, Map<string, Statement>>();

/** `sql(text)`: the statement of `text` on `db`, prepared once. */
export function statementsOf(db: Database.Database): (text: string) => Statement {
  let cache = prepared.get(db);
  if (!cache) {
    cache = new Map();
    prepared.set(db, cache);
  }
  const statements = cache;
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}
