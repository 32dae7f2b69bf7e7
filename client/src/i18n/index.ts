import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/cn';
import { LANGUAGES, storeUserLanguage, type LanguageCode } from './languages';

export { LANGUAGES, getUserLanguage, languageSiteWanted, normalizeLanguage, startLanguage, type LanguageCode } from './languages';

/**
 * The app-wide texts of each language (locales/*: the shell's, the home's and the words every
 * screen uses) are a chunk of their own, one dynamic import, fetched only when that language is
 * shown. A family's own texts are in its folder (`familyTexts` below), a widget's in the widget's
 * (`widgetTexts`), and the booking and order texts several families show (`orders`) in
 * widgets/booking, loaded with those families' screens. There are no user-error texts here: the
 * gateway writes UserError.message in the language sent as `x-language` (relay/environment.ts).
 */
const BUNDLES: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
};

/** The app-wide texts of one language (loads its chunk). */
export async function loadBundle(lang: LanguageCode): Promise<Messages> {
  return (await BUNDLES[lang]()).default;
}

/**
 * The BCP 47 tag of each spec code: the page's `lang` and i18next's own language code (so that its
 * plural rules — Intl.PluralRules — are the language's: "1 person", "2 people").
 */
const HTML_LANG: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  FRENCH: 'fr',
  JAPANESE: 'ja',
  KOREAN: 'ko',
};

/** The BCP 47 tag of a spec language code (an element's `lang`). */
export function htmlLang(lang: LanguageCode): string {
  return HTML_LANG[lang];
}

export function setUserLanguage(lang: LanguageCode): void {
  storeUserLanguage(lang);
  applyLanguage(lang);
}

/**
 * A screen family's own texts (`src/screens/<family>/locales/<lang>.ts`): loaded with the
 * family's screens, in the shown language only, under the key `<family>.` of the default
 * namespace (`t('volunteers.title')`), so a new family costs the home's first load nothing.
 */
export interface FamilyTexts {
  readonly family: string;
  readonly load: Readonly<Record<LanguageCode, () => Promise<{ default: object }>>>;
}

/** Declares a family's texts (its `texts.ts`); `ensureFamilyTexts` loads them. */
export function familyTexts(family: string, load: FamilyTexts['load']): FamilyTexts {
  return { family, load };
}

/**
 * A widget's texts (`src/widgets/<widget>/locales/<lang>.ts`): a family's texts (above) that start
 * loading, in the language shown, as soon as the widget's code does, so a screen showing the widget
 * does not wait for them after its data. The widget's components read them with
 * `use(ensureFamilyTexts(texts))`.
 */
export function widgetTexts(family: string, load: FamilyTexts['load']): FamilyTexts {
  const texts = familyTexts(family, load);
  void ensureFamilyTexts(texts).catch(() => undefined);
  return texts;
}

/** The families whose texts were asked for: a language switch loads theirs too. */
const usedFamilies = new Map<string, FamilyTexts>();
const familyReady = new Map<string, Promise<void>>();

function loadFamily(texts: FamilyTexts, lang: LanguageCode): Promise<void> {
  const key = `${texts.family}:${lang}`;
  let p = familyReady.get(key);
  if (!p) {
    p = texts.load[lang]().then((m) => {
      i18n.addResourceBundle(HTML_LANG[lang], 'translation', { [texts.family]: m.default }, true, true);
    });
    p.catch(() => familyReady.delete(key));
    familyReady.set(key, p);
  }
  return p;
}

function familyLoaded(texts: FamilyTexts, lang: LanguageCode): boolean {
  return i18n.getResource(HTML_LANG[lang], 'translation', texts.family) !== undefined;
}

/** Resolves once the family's texts are in i18next for the language shown (or `lang`). */
export function ensureFamilyTexts(texts: FamilyTexts, lang: LanguageCode = wanted): Promise<void> {
  usedFamilies.set(texts.family, texts);
  return loadFamily(texts, lang);
}

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: undefined; reason?: unknown };
const ready = new Map<LanguageCode, Tracked>();

/**
 * Resolves once `lang`'s texts are in i18next (its chunk fetched once; a failed fetch is tried
 * again on the next call). The same promise per language, so a component can `use()` it.
 */
export function languageReady(lang: LanguageCode): Promise<void> {
  let p = ready.get(lang);
  if (!p) {
    const loading: Tracked = Promise.all([
      loadBundle(lang).then((bundle) => {
        i18n.addResourceBundle(HTML_LANG[lang], 'translation', bundle, true, true);
      }),
      // the families already shown in another language follow the switch
      ...[...usedFamilies.values()].map((texts) => loadFamily(texts, lang)),
    ]).then(() => undefined);
    loading.status = 'pending';
    loading.then(
      () => {
        loading.status = 'fulfilled';
      },
      (error: unknown) => {
        loading.status = 'rejected';
        loading.reason = error;
        ready.delete(lang);
      },
    );
    ready.set(lang, loading);
    p = loading;
  }
  return p;
}

/** The language being shown, or about to be once its texts arrived (sent as `x-language`). */
let wanted: LanguageCode = 'CN';

export function applyLanguage(lang: LanguageCode): void {
  wanted = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
  const switchTo = () => {
    if (wanted === lang && i18n.language !== HTML_LANG[lang]) void i18n.changeLanguage(HTML_LANG[lang]);
  };
  const families = [...usedFamilies.values()];
  if (i18n.hasResourceBundle(HTML_LANG[lang], 'translation') && families.every((f) => familyLoaded(f, lang))) switchTo();
  else Promise.all([languageReady(lang), ...families.map((f) => loadFamily(f, lang))]).then(switchTo, () => undefined);
}

export function currentLanguage(): LanguageCode {
  return wanted;
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: HTML_LANG.CN,
  fallbackLng: HTML_LANG.CN,
  supportedLngs: LANGUAGES.map((l) => HTML_LANG[l]),
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
