import type { Plugin } from 'vite';

/**
 * relay-runtime's modules the app never reaches, each with the names relay-runtime's main module
 * (or its `experimental` module) exports it under. The package is CommonJS and its main module
 * requires every module it exports, so the bundler keeps them all; these are left out of the build.
 *
 * A module is listed only when no other module of relay-runtime requires it (but the main module,
 * `experimental` and other listed modules) and neither the app nor the react-relay hooks it uses
 * (scripts/relay-hooks.mjs) name one of its exports: src/relay/unreached.test.ts checks both
 * against the installed packages. Reaching one anyway throws at once, pointing to this file.
 */
export const RELAY_UNREACHED: readonly { module: string; exports: readonly string[] }[] = [
  // the experimental normalizer (the store normalizes with RelayResponseNormalizer)
  { module: 'store/NormalizationEngine', exports: ['NormalizationEngine'] },
  { module: 'network/RelayQueryResponseCache', exports: ['QueryResponseCache'] },
  { module: 'query/fetchQuery_DEPRECATED', exports: ['fetchQuery_DEPRECATED'] },
  { module: 'util/createPayloadFor3DField', exports: ['createPayloadFor3DField'] },
  { module: 'mutations/applyOptimisticMutation', exports: ['applyOptimisticMutation'] },
  // relay-runtime/experimental's observers (the app reads through the hooks)
  { module: 'store/observeFragmentExperimental', exports: ['observeFragment'] },
  { module: 'store/observeQueryExperimental', exports: ['observeQuery'] },
  { module: 'store/waitForFragmentExperimental', exports: ['waitForFragmentData'] },
  { module: 'store/live-resolvers/resolverDataInjector', exports: ['resolverDataInjector'] },
];

/**
 * react-relay's hooks that come in two variants, the one used picked at each call by a
 * RelayFeatureFlags switch: the variant the switch passes over while the flag is on. The flag is on
 * by relay-runtime's default and the app never sets RelayFeatureFlags; src/relay/unreached.test.ts
 * checks the default, the switch and that nothing else requires the variant.
 */
export const RELAY_SWITCHED_OFF: readonly { module: string; switch: string; flag: string }[] = [
  { module: 'relay-hooks/useFragmentInternal_CURRENT', switch: 'relay-hooks/useFragmentInternal', flag: 'ENABLE_ACTIVITY_COMPATIBILITY' },
];

const path = (pkg: string, modules: readonly string[]) =>
  `[\\\\/]${pkg}[\\\\/]lib[\\\\/](?:${modules.map((m) => m.replace(/\//g, '[\\\\/]')).join('|')})\\.js$`;
const UNREACHED = new RegExp(
  `${path(
    'relay-runtime',
    RELAY_UNREACHED.map((u) => u.module),
  )}|${path(
    'react-relay',
    RELAY_SWITCHED_OFF.map((u) => u.module),
  )}`,
);

const MESSAGE = 'a Relay module left out of this build (client/scripts/relay-unreached.ts)';

/** The build's stand-in for each module above: a function that throws when called. */
export function relayUnreached(): Plugin {
  return {
    name: 'ctp:relay-unreached',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      // one message for all (the lists above name the modules): a few bytes each
      return UNREACHED.test(id) ? `module.exports = function unreached() { throw new Error(${JSON.stringify(MESSAGE)}); };` : null;
    },
  };
}
