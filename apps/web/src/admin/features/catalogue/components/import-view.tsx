import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { FormError } from '../../../../components/ui/text-field';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { adminPaths } from '../../../lib/admin-paths';
import { downloadImportTemplate } from '../api/imports';
import { useImport } from '../hooks/use-import';
import { errorMessage } from '../utils/error-message';
import { ImportFilePicker } from './import-file-picker';
import { ImportCounts, ImportErrors, ImportRowsTable } from './import-preview';

const t = esAdminCatalogue.import;

/**
 * Importar: the template, the upload (with its progress), the server's check of every row —
 * the bad ones in red with their messages — then one commit, with the result.
 */
export function ImportView({ slug }: { slug: string }) {
  const { state, choose, commit, reset } = useImport(slug);
  return (
    <div className="flex flex-col gap-6">
      {state.step === 'choose' || state.step === 'uploading' ? <Instructions slug={slug} /> : null}

      {state.step === 'choose' ? (
        <section className="flex flex-col gap-3">
          <FormError
            title={state.refused ? t.refusedTitle : undefined}
            messages={state.refused ?? []}
          />
          <ImportFilePicker label={t.choose} onFile={(file) => void choose(file)} primary />
        </section>
      ) : null}

      {state.step === 'uploading' ? (
        <div role="status" className="flex flex-col gap-2">
          <span>
            {state.progress < 1 ? t.uploading(Math.round(state.progress * 100)) : t.checking}
          </span>
          <progress
            aria-hidden="true"
            max={100}
            value={state.progress < 1 ? Math.round(state.progress * 100) : undefined}
            className="h-2 w-full accent-secondary-strong"
          />
        </div>
      ) : null}

      {state.step === 'preview' || state.step === 'committing' ? (
        <section aria-labelledby="import-preview" className="flex flex-col gap-4">
          <h2 id="import-preview" className="text-xl font-bold wrap-anywhere">
            {t.previewTitle(state.fileName)}
          </h2>
          <ImportCounts preview={state.preview} />
          <ImportErrors preview={state.preview} />
          {state.step === 'preview' ? <FormError messages={state.refused ?? []} /> : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {state.step === 'committing' ? (
              <div role="status" className="flex flex-1 flex-col gap-2">
                <span className="font-semibold">{t.committing(state.preview.valid)}</span>
                <span className="text-sm text-dark/75">{t.committingHint}</span>
                <progress aria-hidden="true" className="h-2 w-full accent-secondary-strong" />
              </div>
            ) : (
              <>
                <Button disabled={state.preview.valid === 0} onClick={() => void commit()}>
                  {state.preview.valid === 0 ? t.commitNothing : t.commit(state.preview.valid)}
                </Button>
                <ImportFilePicker label={t.chooseAnother} onFile={(file) => void choose(file)} />
              </>
            )}
          </div>
          {state.step === 'preview' ? (
            <p className="text-sm text-dark/75">{t.expires(timeOf(state.preview.expires_at))}</p>
          ) : null}
          <ImportRowsTable preview={state.preview} />
        </section>
      ) : null}

      {state.step === 'done' ? (
        <section
          aria-labelledby="import-done"
          className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-dark/10"
        >
          <h2 id="import-done" className="text-xl font-bold">
            {t.doneTitle}
          </h2>
          <p role="status" className="text-base">
            {state.result.message}
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={adminPaths.store(slug, 'productos')} className={buttonClasses()}>
              {t.seeProducts}
            </Link>
            <Button variant="secondary" onClick={reset}>
              {t.importAnother}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function timeOf(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** How the import works, its columns, and the template to start from. */
function Instructions({ slug }: { slug: string }) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="import-how"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10"
    >
      <h2 id="import-how" className="text-lg font-bold">
        {t.howTitle}
      </h2>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        {t.how.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm">
        <strong>{t.columnsTitle}: </strong>
        {t.columns}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={downloading}
        aria-busy={downloading}
        onClick={() => {
          setDownloading(true);
          setProblem(null);
          downloadImportTemplate(slug)
            .catch((error: unknown) => {
              setProblem(errorMessage(error));
            })
            .finally(() => {
              setDownloading(false);
            });
        }}
      >
        {downloading ? t.downloading : t.template}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
