import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

/**
 * Checks yoga does not: a GET whose `variables` or `extensions` parameter is not JSON makes
 * yoga's GET parser throw (HTTP 500). Answers the BAD_REQUEST error body, or null when fine.
 */
export function badGetParameters(method: string | undefined, url: string | undefined): string | null {
  if (method !== 'GET' || !url || !url.includes('?')) return null;
  let search: URLSearchParams;
  try {
    search = new URL(url, 'http://gateway.invalid').searchParams;
  } catch {
    return errorBody('The request URL is malformed.');
  }
  for (const name of ['variables', 'extensions']) {
    const raw = search.get(name);
    if (raw === null || raw === '') continue;
    try {
      JSON.parse(raw);
    } catch {
      return errorBody(`The "${name}" parameter is not valid JSON.`);
    }
  }
  return null;
}

function errorBody(message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

const POST_TYPES = ['application/json', 'application/graphql', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Requests yoga would refuse with an empty body (unsupported method or content type): answered
 * here with a GraphQL error body so that every /graphql answer is well-formed GraphQL.
 */
export function unsupportedRequest(
  method: string | undefined,
  contentType: string | undefined,
): { status: number; headers: Record<string, string>; body: string } | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (method !== 'POST') {
    return {
      status: 405,
      headers: { allow: 'GET, POST' },
      body: JSON.stringify({ errors: [{ message: 'Use GET or POST.', extensions: { code: 'METHOD_NOT_ALLOWED' } }] }),
    };
  }
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (POST_TYPES.includes(type)) return null;
  return {
    status: 415,
    headers: {},
    body: JSON.stringify({ errors: [{ message: 'Send application/json.', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }),
  };
}

/**
 * GraphQL over HTTP: a POST whose body is missing or not JSON is not a GraphQL-over-HTTP request
 * at all, so it is answered 400 whatever the client accepts (yoga answers 200 when it accepts
 * `application/json`, as it does for a well-formed request with GraphQL errors).
 */
export function malformedBodyPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_REQUEST') throw error;
          throw createGraphQLError(error.message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
      });
    },
  };
}
