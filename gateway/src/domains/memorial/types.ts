/** A memorial object as the worship service answers it (both lists share the shape; API.md). */
export interface MemorialRow {
  id?: unknown;
  name?: unknown;
  images?: unknown;
  objectType?: unknown;
  period?: unknown;
  memorialDate?: unknown;
  summary?: unknown;
  content?: unknown;
  tributeNum?: unknown;
  inherited?: unknown;
  sort?: unknown;
}

/** What `Memorial` resolves from: the row and its upstream id. */
export interface MemorialSource {
  __typename: 'Memorial';
  id: string;
  row: MemorialRow;
}
