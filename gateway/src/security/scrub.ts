import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The last line of defence on what clients see (OWASP GraphQL cheat sheet, error handling):
 * an error message or extension that carries a URL, a stack frame, SQL or a token is replaced
 * by a neutral message; stack/exception extensions are dropped. Error codes are kept.
 */
const LEAK_PATTERNS: RegExp[] = [
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s]+/i, // any URL (upstream bases)
  /\b(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?\b/i,
  /\bat\s+\S+\s+\(?(?:file:|node:|\/)[^)]*:\d+:\d+\)?/, // stack frames
  /\bSQLITE_[A-Z_]+\b|\bsqlite3?\b/i,
  /\b(?:SELECT\s[\s\S]*?\bFROM\b|INSERT\s+INTO\b|UPDATE\s+\S+\s+SET\b|DELETE\s+FROM\b|CREATE\s+TABLE\b|DROP\s+TABLE\b)/i,
  /\b(?:user)?token\s*[=:]/i,
  /\b[0-9a-f]{32}\b/i, // upstream session tokens
];

const DROP_EXTENSIONS = ['stacktrace', 'exception', 'originalError', 'stack'];
export const NEUTRAL_MESSAGE = 'The service could not complete the request.';

export function leaks(text: string): boolean {
  return LEAK_PATTERNS.some((pattern) => pattern.test(text));
}

function leaksAnywhere(value: unknown, depth = 0): boolean {
  if (depth > 4) return false;
  if (typeof value === 'string') return leaks(value);
  if (Array.isArray(value)) return value.some((v) => leaksAnywhere(v, depth + 1));
  if (value && typeof value === 'object') return Object.values(value).some((v) => leaksAnywhere(v, depth + 1));
  return false;
}

export function scrubError(error: GraphQLError): GraphQLError {
  const extensions = { ...(error.extensions as Record<string, unknown>) };
  let changed = false;
  for (const key of DROP_EXTENSIONS) {
    if (key in extensions) {
      delete extensions[key];
      changed = true;
    }
  }
  for (const [key, value] of Object.entries(extensions)) {
    if (key !== 'code' && leaksAnywhere(value)) {
      delete extensions[key];
      changed = true;
    }
  }
  const message = leaks(error.message) ? NEUTRAL_MESSAGE : error.message;
  if (message !== error.message) changed = true;
  if (!changed) return error;
  return new GraphQLError(message, { path: error.path, extensions: { ...extensions, code: extensions.code ?? 'INTERNAL_SERVER_ERROR' } });
}

function scrubResult(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((e) => scrubError(e instanceof GraphQLError ? e : new GraphQLError(String((e as Error).message ?? e)))),
  };
}

export function scrubPlugin(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (result && typeof result === 'object' && !(Symbol.asyncIterator in result)) setResult(scrubResult(result as ExecutionResult));
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((r) => scrubResult(r as ExecutionResult)));
      else if (result && typeof result === 'object' && !(Symbol.asyncIterator in result)) setResult(scrubResult(result as ExecutionResult));
    },
  };
}
