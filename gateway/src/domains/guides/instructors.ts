/** Study-tour instructors: the list, an instructor as a node, and their fields. */
import type { GatewayContext } from '../../core/context.ts';
import { imageFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { genderOfSex } from './rules.ts';
import type { InstructorRow, InstructorSource } from './types.ts';
import { instructorList } from './upstream.ts';

function instructorSource(row: InstructorRow): InstructorSource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'StudyInstructor', id, row } : null;
}

export const loadInstructor: NodeLoader<InstructorSource> = async (id, ctx) => {
  if (!isUpstreamId(id)) return null;
  const row = await ctx.loaders.guides.instructor.load(id);
  return row ? instructorSource(row) : null;
};

/** The introduction: on the instructor's own record (a list's row has none: one detail call, batched per id). */
async function introductionOf(s: InstructorSource, ctx: GatewayContext): Promise<string | null> {
  const row = s.row.introduction !== undefined ? s.row : await ctx.loaders.guides.instructor.load(s.id);
  const html = text(row?.introduction);
  return html ? sanitizeBody(html) : null;
}

export const instructorResolvers: Resolvers = {
  Query: {
    studyInstructors: (_root, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => instructorList(ctx.upstream, currPage, pageSize), instructorSource),
  },
  StudyInstructor: {
    id: (s) => toGlobalId('StudyInstructor', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    gender: (s) => genderOfSex(s.row.sex),
    title: (s) => text(s.row.title),
    organisation: (s) => text(s.row.organisation),
    subjects: (s) =>
      (text(s.row.subjects) ?? '')
        .split(/[,，、]/)
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    yearsOfExperience: (s) => int(s.row.years),
    photo: (s) => imageFrom(s.row.photo, text(s.row.name) ?? ''),
    introduction: (s, _, ctx) => introductionOf(s, ctx),
  },
};
