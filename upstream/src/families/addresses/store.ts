/** Every SQL statement of the addresses family, with the writes that keep exactly one default. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface AddressRow {
  id: number;
  site_code: string;
  user_id: number;
  receiver: string;
  /** The receiver's phone, SM4 hex (never stored in the clear). */
  phone_sm4: string;
  region: string;
  detail: string;
  postcode: string;
  tag: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** What an address says (a save or an update). */
export interface AddressValues {
  receiver: string;
  phoneSm4: string;
  region: string;
  detail: string;
  postcode: string;
  tag: string;
}

/** Whose address: a user on a site. */
export interface Owner {
  user: number;
  site: string;
}

export function addressesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const own = (id: number, owner: Owner) =>
    sql('SELECT * FROM user_addresses WHERE id = ? AND user_id = ? AND site_code = ?').get(id, owner.user, owner.site) as
      | AddressRow
      | undefined;
  const count = (owner: Owner) =>
    (sql('SELECT COUNT(*) AS n FROM user_addresses WHERE user_id = ? AND site_code = ?').get(owner.user, owner.site) as { n: number }).n;
  const makeDefault = (id: number, owner: Owner, at: number) => {
    sql('UPDATE user_addresses SET is_default = 0 WHERE user_id = ? AND site_code = ? AND is_default = 1 AND id != ?').run(
      owner.user,
      owner.site,
      id,
    );
    sql('UPDATE user_addresses SET is_default = 1, updated_at = ? WHERE id = ? AND is_default = 0').run(at, id);
  };
  return {
    own,
    count,
    /** The owner's addresses: the default first, then the newest first. */
    list: (owner: Owner) =>
      sql('SELECT * FROM user_addresses WHERE user_id = ? AND site_code = ? ORDER BY is_default DESC, created_at DESC, id DESC').all(
        owner.user,
        owner.site,
      ) as AddressRow[],
    /** Adds an address (the default when asked or when it is the owner's first), unless the owner has `max`: its id, or null. */
    add(owner: Owner, values: AddressValues, asDefault: boolean, max: number, at: number): number | null {
      return db
        .transaction(() => {
          const n = count(owner);
          if (n >= max) return null;
          const id = Number(
            sql(`INSERT INTO user_addresses (site_code, user_id, receiver, phone_sm4, region, detail, postcode, tag, is_default, created_at, updated_at)
              VALUES (@site, @user, @receiver, @phoneSm4, @region, @detail, @postcode, @tag, 0, @at, @at)`).run({ ...owner, ...values, at })
              .lastInsertRowid,
          );
          if (asDefault || n === 0) makeDefault(id, owner, at);
          return id;
        })
        .immediate();
    },
    /** Changes an address of the owner's (and makes it the default when asked): false when it is not theirs. */
    update(id: number, owner: Owner, values: AddressValues, asDefault: boolean, at: number): boolean {
      return db
        .transaction(() => {
          if (!own(id, owner)) return false;
          sql(`UPDATE user_addresses SET receiver = @receiver, phone_sm4 = @phoneSm4, region = @region, detail = @detail,
            postcode = @postcode, tag = @tag, updated_at = @at WHERE id = @id`).run({ ...values, at, id });
          if (asDefault) makeDefault(id, owner, at);
          return true;
        })
        .immediate();
    },
    /** Makes an address of the owner's the only default, in one immediate transaction: false when it is not theirs. */
    setDefault(id: number, owner: Owner, at: number): boolean {
      return db
        .transaction(() => {
          if (!own(id, owner)) return false;
          makeDefault(id, owner, at);
          return true;
        })
        .immediate();
    },
    /** Deletes an address of the owner's; when it was the default, their newest other one becomes it. */
    remove(id: number, owner: Owner, at: number): boolean {
      return db
        .transaction(() => {
          const row = own(id, owner);
          if (!row) return false;
          sql('DELETE FROM user_addresses WHERE id = ?').run(id);
          if (row.is_default === 1) {
            const next = sql(
              'SELECT id FROM user_addresses WHERE user_id = ? AND site_code = ? ORDER BY created_at DESC, id DESC LIMIT 1',
            ).get(owner.user, owner.site) as { id: number } | undefined;
            if (next) makeDefault(next.id, owner, at);
          }
          return true;
        })
        .immediate();
    },
  };
}
