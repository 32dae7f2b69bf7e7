/// <reference path="../types/sm-crypto.d.ts" />
/**
 * SM4 (ECB, PKCS#7, hex) under the fixed key of the vendor backend: phones travel encrypted in
 * parameters and come back as `encryption`. Key: UPSTREAM_SM4_KEY (32 hex digits).
 */
import smCrypto from 'sm-crypto';

export const DEFAULT_SM4_KEY = '0123456789abcdeffedcba9876543210';

function keyOf(key?: string): string {
  const k = (key ?? process.env.UPSTREAM_SM4_KEY ?? DEFAULT_SM4_KEY).trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(k)) throw new Error('UPSTREAM_SM4_KEY must be 32 hex digits');
  return k;
}

export function sm4Encrypt(plain: string, key?: string): string {
  return smCrypto.sm4.encrypt(plain, keyOf(key));
}

/** The plain text, or null when `hex` is not a valid ciphertext under the key. */
export function sm4Decrypt(hex: string, key?: string): string | null {
  const input = hex.trim().toLowerCase();
  if (input === '' || input.length % 32 !== 0 || !/^[0-9a-f]+$/.test(input)) return null;
  try {
    const out = smCrypto.sm4.decrypt(input, keyOf(key));
    return out === '' ? null : out;
  } catch {
    return null;
  }
}

/** An SM4-hex phone parameter → the 11-digit phone, or null (answer code 1 "手机号格式不正确"). */
export function decryptPhone(hex: string, key?: string): string | null {
  const plain = sm4Decrypt(hex, key);
  return plain !== null && /^\d{11}$/.test(plain) ? plain : null;
}

/** "13800000001" → "138****0001". */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
