import { ensureFamilyTexts } from '../../i18n';
import { uploadTexts } from './texts';
import { useCallback, useEffect, useRef, useState, use } from 'react';
import { graphql } from 'react-relay';
import type { MediaKind as SchemaMediaKind, useUploadsMutation$data } from '../../__generated__/useUploadsMutation.graphql';
import { uploadMutation, UploadAborted } from '../../relay/upload';
import type { Known } from '../../relay/enums';
import { GraphQLRequestError, messageFor } from '../../relay/errors';
import { useInputLimits } from '../../shell/inputLimits';
import { scaleImage } from './scaleImage';
import i18n from '../../i18n';

/** A kind of media the gateway takes (the schema's MediaKind). */
export type MediaKind = Known<SchemaMediaKind>;

const mutation = graphql`
  mutation useUploadsMutation($input: UploadFileInput!) {
    uploadFile(input: $input) {
      file {
        id
        url
        kind
      }
      errors {
        code
        message
      }
    }
  }
`;

/** A stored file as a form keeps it: `id` is what the family's mutation takes. */
export interface UploadedMedia {
  id: string;
  url: string;
  kind: MediaKind;
}

/** One file of an uploader: on its way, stored, or refused / failed (with the reason to show). */
export interface UploadItem {
  key: string;
  kind: MediaKind;
  /** A local preview (object URL) while on the way; the stored URL once done. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  error: string | null;
  /** True when trying again may help (a network failure), false for a refusal of the file itself. */
  retryable: boolean;
  media: UploadedMedia | null;
  /** What to send again on retry. */
  blob: Blob | null;
  name: string;
}

export interface UploadsOptions {
  /** The stored files the form holds (kept across screens by the form). */
  value: readonly UploadedMedia[];
  onChange(next: UploadedMedia[]): void;
  /** Cover pictures are PNG at 750x375; others JPEG within the gateway's box. */
  cover?: boolean;
}

/** What one upload came to: the stored file, or the reason to show (and whether trying again may help). */
export type UploadOutcome = { ok: true; media: UploadedMedia } | { ok: false; message: string; retryable: boolean };

/**
 * Sends one file with `uploadFile` (a GraphQL multipart request with its progress): the stored
 * file, or the gateway's reason (a refusal of the file itself cannot be retried; a network failure
 * can); null when `signal` stopped it. What the uploaders use, and a screen that records a file
 * itself (a voice message) too.
 */
export async function uploadMedia(
  blob: Blob,
  name: string,
  kind: MediaKind,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<UploadOutcome | null> {
  try {
    const data = await uploadMutation<useUploadsMutation$data>(
      mutation,
      { input: { file: null, kind } },
      [{ path: 'input.file', file: blob, name }],
      options,
    );
    const refused = data.uploadFile.errors[0];
    const file = data.uploadFile.file;
    if (refused || !file) return { ok: false, message: refused?.message ?? i18n.t('upload.failed'), retryable: false };
    return { ok: true, media: { id: file.id, url: file.url, kind: file.kind === '%future added value' ? kind : file.kind } };
  } catch (error) {
    if (error instanceof UploadAborted) return null;
    const code = error instanceof GraphQLRequestError ? error.codes[0] : 'UNKNOWN';
    const message =
      code === 'PAYLOAD_TOO_LARGE'
        ? i18n.t('upload.tooLarge')
        : code === 'NETWORK' || !(error instanceof GraphQLRequestError)
          ? i18n.t('upload.failed')
          : messageFor(error.errors[0]!);
    return { ok: false, message, retryable: code !== 'PAYLOAD_TOO_LARGE' && code !== 'UNAUTHENTICATED' };
  }
}

let seq = 0;

/**
 * The state of one uploader: files picked are scaled (pictures), sent one by one with their
 * progress, and added to the form's value once stored; a failed one keeps its reason and can be
 * sent again; removing one takes it out of the value.
 */
export function useUploads({ value, onChange, cover = false }: UploadsOptions) {
  use(ensureFamilyTexts(uploadTexts));
  const limits = useInputLimits();
  const [pending, setPending] = useState<UploadItem[]>([]);
  const valueRef = useRef(value);
  valueRef.current = value;
  const aborts = useRef(new Map<string, AbortController>());
  useEffect(() => () => aborts.current.forEach((a) => a.abort()), []);

  const update = (key: string, patch: Partial<UploadItem>) =>
    setPending((items) => items.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: update only sets state through its setter, which never changes
  const send = useCallback(
    async (item: UploadItem) => {
      if (!item.blob) return;
      const abort = new AbortController();
      aborts.current.set(item.key, abort);
      update(item.key, { status: 'uploading', progress: 0, error: null });
      try {
        const outcome = await uploadMedia(item.blob, item.name, item.kind, {
          signal: abort.signal,
          onProgress: (progress) => update(item.key, { progress }),
        });
        if (!outcome) return; // removed while on its way
        if (!outcome.ok) {
          update(item.key, { status: 'failed', error: outcome.message, retryable: outcome.retryable });
          return;
        }
        URL.revokeObjectURL(item.preview);
        setPending((items) => items.filter((i) => i.key !== item.key));
        // two files done before the form re-rendered: each adds to the value the other left
        const next = [...valueRef.current, outcome.media];
        valueRef.current = next;
        onChange(next);
      } finally {
        aborts.current.delete(item.key);
      }
    },
    [onChange],
  );

  /** Adds picked files (already limited by the caller to what may still be added). */
  const add = useCallback(
    async (files: readonly File[], kindOf: (file: File) => MediaKind) => {
      const prepared = await Promise.all(
        files.map(async (file) => {
          const kind = kindOf(file);
          const blob =
            kind === 'IMAGE'
              ? await scaleImage(
                  file,
                  cover
                    ? { maxWidth: 750, maxHeight: 375, type: 'image/png', quality: 0.9 }
                    : {
                        maxWidth: limits.imageMaxWidth,
                        maxHeight: limits.imageMaxHeight,
                        type: 'image/jpeg',
                        quality: limits.imageQuality,
                      },
                )
              : file;
          const name =
            kind === 'IMAGE' && blob !== file ? `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${cover ? 'png' : 'jpg'}` : file.name;
          const item: UploadItem = {
            key: `u${++seq}`,
            kind,
            preview: URL.createObjectURL(blob),
            status: 'uploading',
            progress: 0,
            error: null,
            retryable: true,
            media: null,
            blob,
            name,
          };
          return item;
        }),
      );
      setPending((items) => [...items, ...prepared]);
      for (const item of prepared) void send(item);
    },
    [cover, limits.imageMaxHeight, limits.imageMaxWidth, limits.imageQuality, send],
  );

  const retry = (key: string) => {
    const item = pending.find((i) => i.key === key);
    if (item) void send(item);
  };

  const remove = (key: string) => {
    const item = pending.find((i) => i.key === key);
    if (item) {
      aborts.current.get(key)?.abort();
      URL.revokeObjectURL(item.preview);
      setPending((items) => items.filter((i) => i.key !== key));
      return;
    }
    const next = valueRef.current.filter((m) => m.id !== key);
    valueRef.current = next;
    onChange(next);
  };

  const items: UploadItem[] = [
    ...value.map(
      (m): UploadItem => ({
        key: m.id,
        kind: m.kind,
        preview: m.url,
        status: 'done',
        progress: 1,
        error: null,
        retryable: false,
        media: m,
        blob: null,
        name: '',
      }),
    ),
    ...pending,
  ];
  return { items, add, retry, remove, busy: pending.some((i) => i.status === 'uploading') };
}
