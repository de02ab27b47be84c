import type { Ref } from 'react';

/**
 * The hidden image input behind an upload button or drop zone. It is emptied
 * once the files are handled, so picking the same file again still fires.
 */
export function ImageFileInput({
  ref,
  onFiles,
  multiple,
  id,
  label,
  testId,
}: {
  ref: Ref<HTMLInputElement>;
  onFiles(files: FileList | null): Promise<unknown>;
  multiple?: boolean;
  id?: string;
  label?: string;
  testId?: string;
}) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept="image/*"
      multiple={multiple}
      hidden
      aria-label={label}
      data-testid={testId}
      onChange={async (e) => {
        const input = e.currentTarget;
        await onFiles(input.files);
        input.value = '';
      }}
    />
  );
}
