/** Minimal typings for the parts of sm-crypto the gateway uses (the package ships none). */
declare module 'sm-crypto' {
  interface Sm4Options {
    mode?: 'ecb' | 'cbc';
    iv?: string;
    padding?: 'pkcs#7' | 'pkcs#5' | 'none';
    output?: 'string' | 'array';
  }
  export const sm4: {
    encrypt(input: string, key: string, options?: Sm4Options): string;
    decrypt(input: string, key: string, options?: Sm4Options): string;
  };
  const smCrypto: { sm4: typeof sm4 };
  export default smCrypto;
}
