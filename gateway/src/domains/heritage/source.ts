import { text } from '../../core/normalise.ts';
import { baseKindOfType } from './rules.ts';
import type {
  BaseRow,
  Completeness,
  FoodRow,
  HeritageBaseSource,
  HeritageFoodSource,
  HeritageInheritorSource,
  HeritageMediaSource,
  HeritageNewsSource,
  HeritageProjectSource,
  InheritorRow,
  MediaRow,
  NewsRow,
  ProjectRow,
} from './types.ts';

const idOf = (row: { id: unknown }) => String(row.id);

export const projectSource = (row: ProjectRow, completeness: Completeness): HeritageProjectSource => ({
  __typename: 'HeritageProject',
  id: idOf(row),
  row,
  completeness,
});
export const inheritorSource = (row: InheritorRow, completeness: Completeness): HeritageInheritorSource => ({
  __typename: 'HeritageInheritor',
  id: idOf(row),
  row,
  completeness,
});
export const foodSource = (row: FoodRow, completeness: Completeness): HeritageFoodSource => ({
  __typename: 'HeritageFood',
  id: idOf(row),
  row,
  completeness,
});
export const newsSource = (row: NewsRow, completeness: Completeness): HeritageNewsSource => ({
  __typename: 'HeritageNews',
  id: idOf(row),
  row,
  completeness,
});
export const mediaSource = (row: MediaRow, completeness: Completeness): HeritageMediaSource => ({
  __typename: 'HeritageMedia',
  id: idOf(row),
  row,
  completeness,
});

/** A base's source typed by its `baseType`; null for a kind the graph does not know. */
export function baseSource(row: BaseRow, completeness: Completeness): HeritageBaseSource | null {
  const kind = baseKindOfType(row.baseType);
  return kind ? { __typename: kind.typeName, id: idOf(row), row, completeness } : null;
}

/** A reference to a project or an inheritor another row names (id and name only). */
export function projectRef(id: unknown, name: unknown): HeritageProjectSource | null {
  const raw = text(id);
  return raw ? projectSource({ id: raw, name: text(name) }, 'ref') : null;
}

export function inheritorRef(id: unknown, name: unknown, headImg?: unknown): HeritageInheritorSource | null {
  const raw = text(id);
  return raw ? inheritorSource({ id: raw, name: text(name), headImg: text(headImg) }, 'ref') : null;
}
