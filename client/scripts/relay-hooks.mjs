// What the app takes from `react-relay`, each from its own module: the build resolves
// `react-relay` here (vite.config.ts). The package's modules are CommonJS and its main module
// requires every hook and container it has, so the bundler could drop none of them; here only the
// hooks the app uses are in the bundle. A name the app imports that is not listed fails the build
// (a missing export), so add it here with its module.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery.js';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader.js';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription.js';
// what `react-relay` passes on from relay-runtime (`graphql` tags are compiled away by babel-plugin-relay)
export { ConnectionHandler, fetchQuery, graphql, readInlineData } from 'relay-runtime';
