/** i18next's plural categories besides `other` (Intl.PluralRules). */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many';

/** The other plural forms a key `x_other` may have in a language (`x_one`, `x_few`…). */
type PluralForms<K> = K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never;

/**
 * Another language's texts of a reference (CN) tree: the same keys, each a string, and the plural
 * forms that language needs beside every `_other` key (English `x_one`, Chinese none).
 */
export type Localized<T> = { [K in keyof T]: T[K] extends string ? string : Localized<T[K]> } & {
  [K in PluralForms<keyof T>]?: string;
};
