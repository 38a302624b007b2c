import { AVATAR_MAX_BYTES, AVATAR_TYPES, type User } from '@canasta/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { esAccount } from '../../../i18n/es-account';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUploadUserPicture } from '../api/upload-user-picture';
import { Avatar } from './avatar';

const ACCEPTED: readonly string[] = AVATAR_TYPES;

/**
 * The profile picture and "Cambiar foto": the file's type and size are checked here first (the
 * same rules and words as the server's), then it uploads with its progress shown. "Tu foto se
 * actualizó." shows only while the photo is the latest thing done on the screen (`latest`);
 * `onStart` says a photo was chosen.
 */
export function ProfilePicture({
  user,
  latest,
  onStart,
}: {
  user: User;
  latest: boolean;
  onStart: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  const upload = useUploadUserPicture(setProgress);
  const hintId = useId();
  const errorId = useId();
  const serverError = upload.error
    ? isApiError(upload.error)
      ? upload.error.displayMessage
      : es.errors.unexpected
    : null;
  const error = localError ?? serverError;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a failure must fire `change` again.
    event.target.value = '';
    if (!file) return;
    onStart();
    setUpdated(false);
    upload.reset();
    if (!ACCEPTED.includes(file.type)) {
      setLocalError(esAccount.profile.photoType);
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setLocalError(esAccount.profile.photoTooLarge);
      return;
    }
    setLocalError(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => {
        setUpdated(true);
      },
      onSettled: () => {
        setProgress(null);
      },
    });
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Avatar
        user={user}
        size={112}
        alt={esAccount.profile.photoAlt}
        className="size-28 shadow-sm ring-4 ring-white"
      />
      <label
        className={cn(
          buttonClasses('secondary', 'sm'),
          'cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
          upload.isPending && 'pointer-events-none opacity-60',
        )}
      >
        {upload.isPending ? esAccount.profile.uploading : esAccount.profile.changePhoto}
        <input
          type="file"
          accept={ACCEPTED.join(',')}
          className="sr-only"
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
      </label>
      <p id={hintId} className="text-sm text-dark/70">
        {esAccount.profile.photoHint}
      </p>
      {percent !== null ? (
        <div
          role="progressbar"
          aria-label={esAccount.profile.uploadProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-48 overflow-hidden rounded-full bg-dark/10"
        >
          <div className="h-full bg-secondary-strong" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
      {updated && latest ? (
        <p role="status" className="text-sm font-medium">
          {esAccount.profile.photoUpdated}
        </p>
      ) : null}
    </div>
  );
}
