/**
 * The profile fields of User: the texts as the upstream keeps them (null when not set), the ID
 * number only masked, the home region through the regions domain's batched lookup by code.
 */
import { maskCertificateNumber } from '../../core/identity.ts';
import { text } from '../../core/normalise.ts';
import { sm4Decrypt } from '../../core/sm4.ts';
import type { UserResolvers } from '../../generated/resolvers-types.ts';
import { regionFromInfo } from '../regions/index.ts';

/** The ID number the upstream sent SM4-encrypted, in the clear (to be masked); null when it does not decrypt. */
function decryptIdNumber(hex: string, key: string): string | null {
  const plain = sm4Decrypt(hex, key);
  return plain && /^\d{17}[\dX]$/.test(plain) ? plain : null;
}

export const profileFields: UserResolvers = {
  signature: (u) => text(u.info.signature),
  email: (u) => text(u.info.email),
  schoolName: (u) => text(u.info.schoolName),
  companyName: (u) => text(u.info.companyName),
  realName: (u) => text(u.info.realName),
  maskedIdNumber: (u, _, ctx) => {
    const sealed = text(u.info.idCardEncryption);
    const number = sealed ? decryptIdNumber(sealed, ctx.settings.sm4Key) : null;
    return number ? maskCertificateNumber(number) : null;
  },
  region: async (u, _, ctx) => {
    const code = text(u.info.regionCode);
    const row = code ? await ctx.loaders.regions.info.load(code) : null;
    return row ? regionFromInfo(row) : null;
  },
  address: (u) => text(u.info.address),
};
