import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import { getSiteCode } from '../env/site';
import { GraphQLRequestError, handleGraphQLErrors, type GraphQLErrorEntry } from './errors';
import i18n from '../i18n';
import { showToast } from '../shell/toast';

/** Spec §9: network failures are retried up to 4 times with a 2-second delay. */
const NETWORK_RETRIES = 4;
const NETWORK_RETRY_DELAY_MS = 2000;

interface RawResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorEntry[];
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => window.setTimeout(r, ms));
}

async function post(body: string, headers: Record<string, string>): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= NETWORK_RETRIES; attempt += 1) {
    try {
      return await fetch('/graphql', { method: 'POST', headers, body });
    } catch (e) {
      lastError = e;
      if (attempt < NETWORK_RETRIES) await sleep(NETWORK_RETRY_DELAY_MS);
    }
  }
  throw lastError;
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  const site = getSiteCode();
  if (site) headers['x-site-code'] = site;
  const body = JSON.stringify({ query: params.text, variables, operationName: params.name });

  let json: RawResponse;
  try {
    const res = await post(body, headers);
    json = (await res.json()) as RawResponse;
  } catch (e) {
    showToast({ message: i18n.t('errors.NETWORK'), type: 'error' });
    throw e;
  }
  const errors = json.errors ?? [];
  if (errors.length > 0) handleGraphQLErrors(errors);
  if (json.data == null) throw new GraphQLRequestError(errors);
  // A failing field fails alone: keep the data that came with the errors.
  return { data: json.data, errors: errors.length > 0 ? errors : undefined } as GraphQLResponse;
};

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

/** The single Relay environment. A site switch reloads the page, so one store per site. */
export const environment = createEnvironment();
