import { useEffect, useState } from 'react';

interface ImagePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** A file input for one image with a preview of the chosen file (spec 2.5 Add gallery, Add Offer). */
export function ImagePicker({ label, file, onChange }: ImagePickerProps) {
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

  return (
    <div className="admin-image-picker">
      <label className="admin-field">
        <span>{label}</span>
        <input type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </label>
      {preview && <img className="admin-image-preview" src={preview} alt="Preview of the chosen image" />}
    </div>
  );
}
