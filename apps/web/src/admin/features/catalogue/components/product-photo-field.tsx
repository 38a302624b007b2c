import { ADMIN_UPLOAD_MAX_BYTES, PRODUCT_IMAGE_TYPES, type ProductImage } from '@canasta/contract';
import { useEffect, useId, useState } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { PackageOpenIcon } from '../../../../components/ui/icons';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';

const t = esAdminCatalogue.photo;

/** Where an upload stands: its share sent (0–1) while going, and why it failed. */
export interface PhotoUpload {
  progress: number | null;
  error: string | null;
}

/**
 * The product's photo: the one it has, or the one just chosen shown at once, cut to the centred
 * square the server will make of it. `onFile` gets a file already checked for type and size.
 */
export function ProductPhotoField({
  name,
  image,
  file,
  onFile,
  upload,
}: {
  name: string;
  image: ProductImage | null;
  /** A chosen photo not on the server yet (shown as the preview). */
  file: File | null;
  onFile: (file: File) => void;
  upload: PhotoUpload;
}) {
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useFilePreview(file);
  const error = problem ?? upload.error;
  const sending = upload.progress !== null;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{t.title}</span>
      <div className="flex flex-wrap items-center gap-4">
        <div className="size-32 overflow-hidden rounded-2xl bg-surface ring-1 ring-dark/10">
          {preview ? (
            <img src={preview} alt={t.preview} className="size-full object-cover" />
          ) : image ? (
            <ResponsiveImage
              sources={image.sources}
              sizes="128px"
              src={image.thumb_url}
              alt={t.current(name)}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-dark/75">
              <PackageOpenIcon className="size-8" />
              {t.none}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label
            className={`${buttonClasses('secondary', 'sm')} cursor-pointer self-start has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark`}
          >
            {image || file ? t.change : t.choose}
            <input
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              aria-describedby={hintId}
              disabled={sending}
              className="sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
                  setProblem(t.wrongType);
                  return;
                }
                if (chosen.size > ADMIN_UPLOAD_MAX_BYTES) {
                  setProblem(t.tooLarge);
                  return;
                }
                setProblem(null);
                onFile(chosen);
              }}
            />
          </label>
          <p id={hintId} className="text-sm text-dark/70">
            {t.hint}
          </p>
          {sending ? (
            <div role="status" className="flex flex-col gap-1 text-sm">
              {upload.progress !== null && upload.progress < 1
                ? t.uploading(Math.round(upload.progress * 100))
                : t.processing}
              <progress
                max={100}
                value={Math.round((upload.progress ?? 0) * 100)}
                className="h-2 w-full accent-secondary-strong"
                aria-hidden="true"
              />
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm font-medium text-negative">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * The chosen file as a data URL for its preview (read once per file; nothing to release
 * afterwards), or null while it is read and when there is none.
 */
function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    });
    reader.readAsDataURL(file);
    return () => {
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
