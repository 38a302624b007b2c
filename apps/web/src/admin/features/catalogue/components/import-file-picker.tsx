import { useId } from 'react';
import { buttonClasses } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';

const t = esAdminCatalogue.import;

/** "Elegir archivo": a button-looking label around the file input, so it is one control. */
export function ImportFilePicker({
  label,
  onFile,
  disabled,
  primary,
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  primary?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label
        className={cn(
          buttonClasses(primary ? 'primary' : 'secondary'),
          'cursor-pointer self-start has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {label}
        <input
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p id={hintId} className="text-sm text-dark/70">
        {t.fileHint}
      </p>
    </div>
  );
}
