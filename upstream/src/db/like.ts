/**
 * A keyword searched with LIKE: the pattern of the texts containing it literally, for a clause
 * written `column LIKE ? ESCAPE '\'` (its `\`, `%` and `_` escaped, so they match themselves).
 */
export const containing = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
