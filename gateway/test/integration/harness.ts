import { startUpstream } from '@ctp/upstream';
import { devClient, type DevClient } from '@ctp/upstream/dev-client';
import { startGateway } from '../../src/index.ts';
import type { GatewayOptions } from '../../src/index.ts';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  upstreamCalls: number;
}

export interface Harness {
  upstreamUrl: string;
  gatewayUrl: string;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>, path?: string): Promise<GqlResult<T>>;
  /** The upstream's development channel: faults, call log, SMS codes, clock, order controls. */
  dev: DevClient;
  /** Signs a phone in through the gateway (code from the upstream's dev SMS channel); the session token. */
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the real reference upstream in-process and a gateway in front of it. */
export async function startHarness(options: Partial<GatewayOptions> = {}): Promise<Harness> {
  const upstream = await startUpstream({ port: 0, dbPath: ':memory:' });
  const gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: upstream.url,
    retry: { attempts: 4, delayMs: 20 },
    timeoutMs: 500,
    ...options,
  });
  const dev = devClient(upstream.url);
  const harness: Harness = {
    upstreamUrl: upstream.url,
    gatewayUrl: gateway.url,
    dev,
    async gql(query, variables = {}, headers = {}, path = '/graphql') {
      const response = await fetch(`${gateway.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: GqlResult['errors'] };
      return {
        status: response.status,
        data: (body.data ?? null) as never,
        ...(body.errors ? { errors: body.errors } : {}),
        upstreamCalls: Number(response.headers.get('x-upstream-calls') ?? NaN),
      };
    },
    async signIn(phone) {
      const sent = await harness.gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
      if (sent.data?.sendLoginCode?.sent !== true) throw new Error(`sendLoginCode: ${JSON.stringify(sent)}`);
      const code = await dev.smsCode(phone);
      const result = await harness.gql('mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }', { p: phone, c: code });
      const token = result.data?.signIn?.session?.token as string | undefined;
      if (!token) throw new Error(`signIn: ${JSON.stringify(result)}`);
      return token;
    },
    async close() {
      await gateway.close();
      await upstream.close();
    },
  };
  return harness;
}
