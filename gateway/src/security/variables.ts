import { getOperationAST, getVariableValues, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Variables that do not fit their declared types (a string for a coordinate, 1.5 for an `Int`,
 * an unknown enum value, a missing required input field) are refused before execution, the same
 * way on either executor: `extensions.code` BAD_USER_INPUT, graphql-js's message naming the
 * variable and the path inside it (`Variable "$n" got invalid value "x" at "n.longitude"; …`),
 * and the GraphQL-over-HTTP status: 400 under `application/graphql-response+json`, 200 under
 * `application/json` (yoga reads `extensions.http`; it never reaches the client).
 *
 * graphql-jit coerces with its own compiled code, whose errors carry no code and name the outer
 * variable only; checking here first keeps both executors' answers one.
 */
export function variableCoercionPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (!operation?.variableDefinitions?.length) return;
      const coerced = getVariableValues(
        args.schema,
        operation.variableDefinitions,
        (args.variableValues ?? {}) as Record<string, unknown>,
        { maxErrors: 10 },
      );
      if (!coerced.errors) return;
      setResultAndStopExecution({
        errors: coerced.errors.map(
          (error) =>
            new GraphQLError(error.message, {
              nodes: error.nodes,
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: true } },
            }),
        ),
      });
    },
  };
}
