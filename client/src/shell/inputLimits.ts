import { createContext, useContext } from 'react';
import { graphql } from 'react-relay';
import type { inputLimits_limits$data } from '../__generated__/inputLimits_limits.graphql';

/**
 * The input limits the gateway enforces (`Query.inputLimits`: comment length, emoticons, tags,
 * stars, search keyword, contact name, free text, phone and code digits, upload sizes and how
 * pictures are scaled before they are sent). The gateway owns them;
 * the app shell's query fetches them once with the site, so forms check the same limits before
 * sending without a round trip of their own.
 */
export const inputLimitsFragment = graphql`
  fragment inputLimits_limits on InputLimits {
    commentMaxLength
    commentMaxEmoticons
    commentMaxTags
    starMin
    starMax
    searchKeywordMaxLength
    contactNameMaxLength
    textMaxLength
    phoneDigits
    codeDigits
    uploadMaxImageBytes
    uploadMaxVideoBytes
    uploadMaxAudioBytes
    imageMaxWidth
    imageMaxHeight
    imageQuality
    uploadDefaultCount
  }
`;

export type InputLimits = Omit<inputLimits_limits$data, ' $fragmentType'>;

/** Provided by the app shell (AppShell) around every in-site page. */
export const InputLimitsContext = createContext<InputLimits | null>(null);

/** The gateway's input limits; only inside the app shell. */
export function useInputLimits(): InputLimits {
  const limits = useContext(InputLimitsContext);
  if (!limits) throw new Error('useInputLimits: outside the app shell (InputLimitsContext)');
  return limits;
}

/** Exactly `digits` digits (a phone number, a verification code). */
export function hasDigits(value: string, digits: number): boolean {
  return value.length === digits && /^\d+$/.test(value);
}
