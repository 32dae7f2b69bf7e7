/**
 * The profile's mutations: `updateProfile` checks every field (profile-rules.ts), the home
 * region against the site's regions and, for the real name and ID number, that they have not
 * passed real-name verification (then they are locked) BEFORE calling the upstream, so a refused input costs no
 * write and changes nothing; `setAvatar` takes an uploaded picture (the uploads domain checked
 * its bytes). Both answer the user as the upstream stored it.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { text } from '../../core/normalise.ts';
import { sm4Encrypt } from '../../core/sm4.ts';
import { chinaDay } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { findInTree } from '../regions/index.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { profileChanges, type ProfileChanges } from './profile-rules.ts';
import { refusalOf } from './refusals.ts';
import { userSource } from './source.ts';
import type { ProfilePayloadSource, UserInfoRow } from './types.ts';
import { updateHeadImg, updateUserInfo } from './upstream.ts';

/** The field of the input each upstream refusal is about. */
const REFUSED_FIELDS: Record<string, string> = {
  PROFILE_NICKNAME_REQUIRED: 'nickname',
  PROFILE_EMAIL_INVALID: 'email',
  PROFILE_ID_NUMBER_INVALID: 'idNumber',
  PROFILE_REAL_NAME_REQUIRED: 'realName',
  PROFILE_REGION_UNKNOWN: 'regionCode',
  FILE_UNKNOWN: 'fileId',
};

const mutateProfile = mutateWith((envelope, field) => {
  const refusal = refusalOf(envelope, field);
  return refusal && { ...refusal, field: REFUSED_FIELDS[refusal.code] ?? field };
});

/** True when `code` is the site's own region or one of its region tree. */
async function isSiteRegion(ctx: GatewayContext, code: string): Promise<boolean> {
  const root = text((await ctx.loaders.site.site.load(ctx.siteCode)).region);
  if (!root) return false;
  return code === root || findInTree(await ctx.loaders.regions.tree.load(root), code) !== null;
}

/** The update call's parameters: only the fields given, the ID number SM4-encrypted as numbers travel. */
function updateParams(changes: ProfileChanges, sm4Key: string): Record<string, string> {
  const { idNumber, ...texts } = changes;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(texts)) if (value !== undefined) params[name] = value;
  if (idNumber !== undefined) params.idCard = idNumber === '' ? '' : sm4Encrypt(idNumber, sm4Key);
  return params;
}

/** The user as the upstream answered its write. */
function storedUser(envelope: Envelope): ProfilePayloadSource['user'] {
  const row = decodeData<UserInfoRow>(envelope);
  return row && typeof row === 'object' && row.unid ? userSource(row) : null;
}

export const profileMutations: MutationResolvers = {
  updateProfile: (_root, { input }, ctx) =>
    mutateProfile<Omit<ProfilePayloadSource, 'errors'>>(ctx, { user: null }, async (m) => {
      const { changes, errors } = profileChanges(input, chinaDay(ctx.now.getTime()));
      if (changes.regionCode && !errors.some((e) => e.field === 'regionCode') && !(await isSiteRegion(ctx, changes.regionCode)))
        errors.push(inputError('PROFILE_REGION_UNKNOWN', 'regionCode'));
      // a name and number that passed real-name verification are the verified ones: not edited here
      if ((changes.realName !== undefined || changes.idNumber !== undefined) && (await ctx.loaders.verification.identityVerified()))
        errors.push(inputError('PROFILE_IDENTITY_VERIFIED', changes.realName !== undefined ? 'realName' : 'idNumber'));
      m.check(errors);
      const envelope = m.accepted(await updateUserInfo(ctx.upstream, updateParams(changes, ctx.settings.sm4Key)));
      return { user: storedUser(envelope) };
    }),
  setAvatar: (_root, { input }, ctx) =>
    mutateProfile<Omit<ProfilePayloadSource, 'errors'>>(ctx, { user: null }, async (m) => {
      const picture = uploadedFileKeys([input.fileId], 'fileId', 'IMAGE');
      m.check(picture.errors);
      const envelope = m.accepted(await updateHeadImg(ctx.upstream, picture.keys[0]!), 'fileId');
      return { user: storedUser(envelope) };
    }),
};
