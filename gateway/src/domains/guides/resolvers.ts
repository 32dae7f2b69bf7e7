import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { text } from '../../core/normalise.ts';
import { maskPhone } from '../../core/identity.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { checkGuideKeyword, GUIDE_KEYWORD_MAX, genderOfSex, guideLevel, SEX_OF_GENDER } from './rules.ts';
import { guideList } from './upstream.ts';
import type { GuideRow, GuideSource } from './types.ts';

function guideSource(row: GuideRow): GuideSource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { id, row } : null;
}

export const guideResolvers: Resolvers = {
  Query: {
    tourGuideSearch: (_root, args) => {
      const { keyword, errors } = checkGuideKeyword(args.keyword);
      return { keyword, sex: args.gender ? SEX_OF_GENDER[args.gender] : null, errors };
    },
  },
  TourGuideSearchResult: {
    guides: (s, args, ctx) =>
      s.errors.length > 0
        ? null
        : buildConnection(args, (currPage, pageSize) => guideList(ctx.upstream, s, currPage, pageSize), guideSource),
    errors: (s) => s.errors,
  },
  TourGuide: {
    id: (s) => toGlobalId('TourGuide', s.id),
    name: (s) => text(s.row.name) ?? '',
    certificateNumber: (s) => text(s.row.certificateNo) ?? '',
    gender: (s) => genderOfSex(s.row.sex),
    level: (s) => guideLevel(s.row.level),
    levelName: (s) => text(s.row.levelName),
    languages: (s) =>
      (text(s.row.languages) ?? '')
        .split(/[,，、]/)
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    company: (s) => text(s.row.company),
    maskedPhone: (s) => maskPhone(text(s.row.phone)),
    phone: (s) => text(s.row.phone),
  },
  InputLimits: {
    guideKeywordMaxLength: () => GUIDE_KEYWORD_MAX,
  },
};
