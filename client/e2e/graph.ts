/**
 * The browser tests' own calls to the gateway, beside the browser: to set a scene up (a booking to
 * write off, a contact to list) or to read what the page should show. One place for the request's
 * shape (the headers the app sends) and for signing a phone in without a page.
 */
import type { DevClient } from '@ctp/upstream/dev-client';

/** Who asks: a signed-in user's token, and the site (the gateway's default site when omitted). */
export interface GraphCaller {
  token?: string;
  site?: string;
}

/** Asks the gateway; the answer's data, or an error carrying the answer's `errors` when it has any. */
export async function graphCall<T>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  caller: GraphCaller = {},
): Promise<T> {
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(caller.site ? { 'x-site-code': caller.site } : {}),
      ...(caller.token ? { 'x-token': caller.token } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`graphql: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** Signs a phone in through the gateway (the code read off the upstream's SMS log) and gives its token. */
export async function tokenOf(system: { gatewayUrl: string; dev: DevClient }, phone: string, site?: string): Promise<string> {
  await graphCall(system.gatewayUrl, 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone }, { site });
  const code = await system.dev.smsCode(phone, { waitMs: 5000 });
  const signed = await graphCall<{ signIn: { session: { token: string } } }>(
    system.gatewayUrl,
    'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }',
    { p: phone, c: code },
    { site },
  );
  return signed.signIn.session.token;
}
