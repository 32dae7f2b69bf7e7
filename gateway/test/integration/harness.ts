import { startUpstream } from '@ctp/upstream';
import { devClient, type DevClient } from '@ctp/upstream/dev-client';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { startGateway } from '../../src/index.ts';
import type { GatewayOptions } from '../../src/index.ts';
import { expect } from 'vitest';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  upstreamCalls: number;
}

/** One file of a multipart GraphQL request. */
export interface UploadPart {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type?: string;
}

export interface Harness {
  upstreamUrl: string;
  gatewayUrl: string;
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
    path?: string,
  ): Promise<GqlResult<T>>;
  /** The upstream's development channel: faults, call log, SMS codes, clock, order controls. */
  dev: DevClient;
  /** Now by the upstream's clock (the run's pinned clock plus the dev channel's offset), epoch ms; the gateway answers by it too. */
  now(): number;
  /**
   * A GraphQL multipart request (the upload spec): `files` maps a variable path
   * (`input.file`, `input.files.0`) to the file sent for it.
   */
  gqlUpload<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadPart>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  /** Points the upstream's message pushes at another webhook (by default: this gateway's). */
  setMessagePushUrl(url: string): void;
  /** Signs a phone in through the gateway (code from the upstream's dev SMS channel); the session token. */
  signIn(phone: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the real reference upstream in-process and a gateway in front of it. */
export async function startHarness(options: Partial<GatewayOptions> = {}): Promise<Harness> {
  const upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
  const gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: upstream.url,
    retry: { attempts: 4, delayMs: 20 },
    timeoutMs: 500,
    now: upstream.now,
    // GRAPHQL_EXECUTOR=graphql-js runs the suite on the reference executor (as the gateway's setting of that name does)
    ...(process.env.GRAPHQL_EXECUTOR?.trim().toLowerCase() === 'graphql-js' ? { executor: 'graphql-js' as const } : {}),
    ...options,
  });
  // the upstream pushes new messages to the gateway's webhook (known once the gateway listens)
  upstream.setMessagePushUrl(`${gateway.url}/hooks/messages`);
  const dev = devClient(upstream.url);
  const harness: Harness = {
    upstreamUrl: upstream.url,
    gatewayUrl: gateway.url,
    dev,
    now: upstream.now,
    setMessagePushUrl: (url) => upstream.setMessagePushUrl(url),
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
    async gqlUpload(query, variables, files, headers = {}) {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      const map: Record<string, string[]> = {};
      Object.keys(files).forEach((path, i) => {
        map[String(i)] = [`variables.${path}`];
      });
      form.set('map', JSON.stringify(map));
      Object.values(files).forEach((file, i) => {
        form.set(String(i), new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
      });
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { accept: 'application/json', 'graphql-require-preflight': '1', ...headers },
        body: form,
      });
      const text = await response.text();
      const body = (text.startsWith('{') ? JSON.parse(text) : {}) as { data?: unknown; errors?: GqlResult['errors'] };
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
      const result = await harness.gql(
        'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }',
        { p: phone, c: code },
      );
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

/** A China-time day ahead on which the demo rooms and venues are open (see the upstream's dev client). */
export { openDayAhead } from '@ctp/upstream/dev-client';

/**
 * A test file's shorthands over its harness (read when called, so they can be made before the
 * harness starts): `gql` as a user (`token`) and in a language, `ok` the same expecting no error
 * and answering the data.
 */
export function clientOf(harness: () => Harness): {
  gql(query: string, variables?: Record<string, unknown>, token?: string, language?: string): Promise<GqlResult<Record<string, any>>>;
  ok(query: string, variables?: Record<string, unknown>, token?: string, language?: string): Promise<Record<string, any>>;
} {
  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) =>
    harness().gql(query, variables, { ...(token ? { 'x-token': token } : {}), ...(language ? { 'x-language': language } : {}) });
  return {
    gql,
    async ok(query, variables = {}, token, language) {
      const result = await gql(query, variables, token, language);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!;
    },
  };
}
