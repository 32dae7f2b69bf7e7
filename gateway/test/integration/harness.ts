import { startUpstream } from '@ctp/upstream';
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
  fault(rule: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  calls(): Promise<{ total: number; calls: Array<{ method: string; path: string; query: Record<string, unknown> }> }>;
  resetCalls(): Promise<void>;
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
  const dev = (method: string, path: string, body?: unknown) =>
    fetch(`${upstream.url}/__dev/${path}`, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
  const harness: Harness = {
    upstreamUrl: upstream.url,
    gatewayUrl: gateway.url,
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
    async fault(rule) {
      const response = await dev('POST', 'faults', rule);
      if (!response.ok) throw new Error(`fault rejected: ${await response.text()}`);
    },
    async clearFaults() {
      await dev('DELETE', 'faults');
    },
    async calls() {
      return (await (await dev('GET', 'calls')).json()) as Awaited<ReturnType<Harness['calls']>>;
    },
    async resetCalls() {
      await dev('DELETE', 'calls');
    },
    async signIn(phone) {
      const sent = await harness.gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
      if (sent.data?.sendLoginCode?.sent !== true) throw new Error(`sendLoginCode: ${JSON.stringify(sent)}`);
      const sms = (await (await dev('GET', `sms?phone=${phone}`)).json()) as { code: string };
      const result = await harness.gql('mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }', { p: phone, c: sms.code });
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
