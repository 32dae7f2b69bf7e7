import type { ConcreteRequest, GraphQLTaggedNode } from 'relay-runtime';
import { getRequest } from 'relay-runtime';
import { baseHeaders } from './environment';
import { requestBody } from './request';
import { GraphQLRequestError, handleGraphQLErrors, type GraphQLErrorEntry } from './errors';

/** One file of a GraphQL multipart request, sent for the variable at `path` (e.g. `input.file`). */
export interface UploadFilePart {
  path: string;
  file: Blob;
  name: string;
}

/** The upload was stopped (`signal` aborted). */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

/**
 * Sends a persisted mutation with files by the GraphQL multipart request spec
 * (`operations` + `map` + one part per file), over XMLHttpRequest so the bytes sent can be
 * reported (`onProgress`, 0–1). The site, session and language headers are the Relay network's.
 * Resolves with the response's data; GraphQL errors go through the shared handling (a dead
 * session sends the person to log in) and reject.
 */
export function uploadMutation<TData>(
  mutation: GraphQLTaggedNode,
  variables: Record<string, unknown>,
  files: readonly UploadFilePart[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<TData> {
  const request = getRequest(mutation) as ConcreteRequest;
  const form = new FormData();
  form.append('operations', requestBody(request.params, variables));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [`variables.${f.path}`]]))));
  files.forEach((f, i) => form.append(String(i), f.file, f.name));
  const headers = baseHeaders();
  delete headers['content-type']; // the browser writes multipart/form-data with its boundary

  return new Promise<TData>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json = (xhr.response ?? {}) as { data?: TData | null; errors?: GraphQLErrorEntry[] };
      const errors = json.errors ?? [];
      if (errors.length > 0) handleGraphQLErrors(errors);
      if (json.data == null) {
        reject(
          new GraphQLRequestError(
            errors.length > 0
              ? errors
              : [{ message: `HTTP ${xhr.status}`, extensions: { code: xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNKNOWN' } }],
          ),
        );
        return;
      }
      options.onProgress?.(1);
      resolve(json.data);
    };
    xhr.onerror = () => reject(new GraphQLRequestError([{ message: 'network', extensions: { code: 'NETWORK' } }]));
    xhr.onabort = () => reject(new UploadAborted());
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new UploadAborted());
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
