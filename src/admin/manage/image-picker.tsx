import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ImagePickerProps<Values extends FieldValues> {
  label: string;
  /** The form the picked file belongs to, and its field. */
  control: Control<Values>;
  name: Path<Values>;
}

/** A file input for one image with a preview of the chosen file (requirements 2.5 Add gallery, Add Offer). */
export function ImagePicker<Values extends FieldValues>({ label, control, name }: ImagePickerProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="admin-image-picker">
          <label className="admin-field">
            <span>{label}</span>
            <input
              ref={field.ref}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-invalid={fieldState.invalid}
              onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
              onBlur={field.onBlur}
            />
          </label>
          <Preview file={field.value as File | null} />
        </div>
      )}
    />
  );
}

function Preview({ file }: { file: File | null }) {
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview ? <img className="admin-image-preview" src={preview} alt="Preview of the chosen image" /> : null;
}
