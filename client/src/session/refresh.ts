import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';

/** The refresh mutation, sent by the network layer itself (not through Relay, to never recurse). */
export const refreshSessionMutation: ConcreteRequest = graphql`
  mutation refreshSessionMutation {
    refreshSession {
      session {
        token
        issuedAt
        refreshAfter
      }
    }
  }
` as ConcreteRequest;
