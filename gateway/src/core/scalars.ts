import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { sanitizeBody } from './sanitize.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !ISO.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO-8601 date-time with offset.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time with offset, e.g. `2026-11-20T10:00:00+08:00`.',
  serialize: (value) => String(value),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

/** Output values are sanitised by the resolvers already; inputs are sanitised here. */
export const SafeHtml = new GraphQLScalarType<string, string>({
  name: 'SafeHtml',
  description: 'An HTML fragment that the gateway has sanitised.',
  serialize: (value) => String(value),
  parseValue: (value) => sanitizeBody(value) ?? '',
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? (sanitizeBody(ast.value) ?? '') : ''),
});
