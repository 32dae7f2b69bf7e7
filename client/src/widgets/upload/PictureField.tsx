import type { UploadedMedia } from './MediaUploader';
import { MediaUploader } from './MediaUploader';

/**
 * A form's pictures: the field's label with its limit, the uploader (pictures only) and the
 * field's error under it, tied to the uploader by `errorId`.
 */
export function PictureField({
  label,
  hint,
  addLabel,
  value,
  onChange,
  limit,
  testId,
  onBusyChange,
  error,
  errorId,
}: {
  label: string;
  /** The limit, worded (e.g. "up to 6"). */
  hint: string;
  /** The add button's name. */
  addLabel: string;
  value: readonly UploadedMedia[];
  onChange(next: UploadedMedia[]): void;
  limit: number;
  testId: string;
  onBusyChange(busy: boolean): void;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      <p className="form-field__label">
        {label} <span className="muted">{hint}</span>
      </p>
      <MediaUploader
        value={value}
        onChange={onChange}
        kinds={['IMAGE']}
        limit={limit}
        label={addLabel}
        testId={testId}
        onBusyChange={onBusyChange}
      />
      {error && (
        <p className="form-error" role="alert" id={errorId} data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
