/** A channel of `res/api/content/channelDetail` (API.md "Columns"). */
export interface ColumnRow {
  channelCode?: string | null;
  channelName?: string | null;
  image?: string | null;
  introduce?: string | null;
  newsCount?: string | number | null;
  parentCode?: string | null;
  parentName?: string | null;
  children?: ColumnRow[] | null;
}

export interface ColumnSource {
  __typename: 'Column';
  code: string;
  row: ColumnRow;
  /** The row came from channelDetail of this code (its children and parent are known). */
  detailed: boolean;
}
