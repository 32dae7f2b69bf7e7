import smCrypto from 'sm-crypto';

/** API.md "Accounts": the vendor's fixed SM4 key (config UPSTREAM_SM4_KEY overrides it). */
export const DEFAULT_SM4_KEY = '0123456789abcdeffedcba9876543210';

export function normaliseSm4Key(key: string): string {
  const k = key.trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(k)) throw new Error('UPSTREAM_SM4_KEY must be 32 hex digits');
  return k;
}

/** SM4 ECB / PKCS#7, hex output: how phones travel upstream. */
export function sm4Encrypt(plain: string, key: string = DEFAULT_SM4_KEY): string {
  return smCrypto.sm4.encrypt(plain, normaliseSm4Key(key));
}

/** A phone as the upstream takes it: trimmed, SM4-encrypted with the gateway's key, hex. */
export function encryptPhone(phone: string, key: string): string {
  return sm4Encrypt(phone.trim(), key);
}

/** A phone the upstream sent SM4-encrypted (`encryption`), in the clear; null when it does not decrypt to a phone. */
export function decryptPhone(hex: string, key: string): string | null {
  try {
    const plain = smCrypto.sm4.decrypt(hex.trim(), normaliseSm4Key(key));
    return /^\d{5,15}$/.test(plain) ? plain : null;
  } catch {
    return null;
  }
}

/** Any text the upstream sent SM4-encrypted (a name, a document number), in the clear; null when it does not decrypt. */
export function sm4Decrypt(hex: string, key: string): string | null {
  try {
    const plain = smCrypto.sm4.decrypt(hex.trim(), normaliseSm4Key(key));
    return plain === '' ? null : plain;
  } catch {
    return null;
  }
}
