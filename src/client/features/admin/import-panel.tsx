import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  IMPORT_COLUMNS,
  type ImportPreview,
  importRecordSchema,
} from '../../../shared/contracts/admin-import';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { previewImport, useCommitImport } from './admin-api';
import { adminKey } from './admin-key';
import { FileButton } from './file-button';

type Row = ImportPreview['rows'][number];

/** CSV or JSON import: a preview with each row's errors and the rows already in the bank; bad CSV cells are fixed here. */
export function ImportPanel() {
  const { t } = useTranslation('admin');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState('');
  const [isReading, setReading] = useState(false);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const commit = useCommitImport();
  const problems = rows.filter((row) => row.errors.length > 0);
  const shown = useMemo(
    () => (onlyProblems ? rows.filter((r) => r.errors.length > 0 || r.duplicateOf) : rows).slice(0, 200),
    [rows, onlyProblems],
  );

  const read = async (file: File) => {
    setError('');
    setReading(true);
    try {
      const result = await previewImport(file);
      setPreview(result);
      setRows(result.rows);
    } catch (failure) {
      setPreview(null);
      setError(failure instanceof ApiRequestError ? failure.key : 'admin.errors.uploadQuestionsFailed');
    } finally {
      setReading(false);
    }
  };

  /** A fixed cell is checked again at once with the shared rules; the server checks everything once more. */
  const fix = (line: number, column: string, text: string) => {
    setRows((current) =>
      current.map((row) => {
        if (row.line !== line) return row;
        const record = { ...row.record, [column]: text };
        const parsed = importRecordSchema.safeParse(record);
        const errors = parsed.success
          ? row.errors.filter((e) => e.field === 'category')
          : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), key: issue.message }));
        return {
          ...row,
          record,
          errors: column === 'category' ? errors.filter((e) => e.field !== 'category') : errors,
        };
      }),
    );
  };

  const runImport = async () => {
    if (!preview) return;
    if (problems.length > 0) {
      setError('admin.errors.importHasErrors');
      return;
    }
    try {
      const result = await commit.mutateAsync({
        format: preview.format,
        rows: rows.map(({ line, record }) => ({ line, record })),
        skipDuplicates,
      });
      void notify('success', t('import.done', { count: result.imported, skipped: result.skipped }));
      setPreview(null);
      setRows([]);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.key : 'admin.errors.importFailed');
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="import-panel">
      <p className="text-ink-700 dark:text-ink-300">{t('import.lead')}</p>
      <p className="rounded-xl bg-ink-100 p-3 font-mono text-xs break-all dark:bg-ink-900" dir="ltr">
        {IMPORT_COLUMNS.join(',')}
      </p>
      <FileButton
        label={t('import.file')}
        accept=".csv,text/csv,.json,application/json"
        onFile={(file) => void read(file)}
        testId="import-file"
      />
      {isReading && <p aria-live="polite">{t('import.reading')}</p>}
      {error && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t(adminKey(error), { ns: ['admin', 'common'] })}
        </p>
      )}
      {preview && (
        <>
          <p aria-live="polite" className="font-semibold" data-testid="import-summary">
            {t('import.summary', {
              total: rows.length,
              errors: problems.length,
              duplicates: rows.filter((r) => r.duplicateOf).length,
            })}
          </p>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={onlyProblems}
                onChange={(e) => setOnlyProblems(e.target.checked)}
              />
              {t('import.onlyProblems')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={skipDuplicates}
                onChange={(e) => setSkipDuplicates(e.target.checked)}
              />
              {t('import.skipDuplicates')}
            </label>
          </div>
          <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-200 dark:ring-ink-700">
            <table className="w-full text-sm" data-testid="import-preview">
              <caption className="sr-only">{t('import.previewCaption')}</caption>
              <thead className="bg-ink-100 dark:bg-ink-800">
                <tr>
                  <th scope="col" className="px-2 py-2 text-start">
                    {t('import.line')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-start">
                    {t('import.row')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-start">
                    {t('import.problems')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr
                    key={row.line}
                    className="border-t border-ink-200 align-top dark:border-ink-700"
                    data-testid="import-row"
                  >
                    <td className="px-2 py-2">{row.line}</td>
                    <td className="px-2 py-2">
                      <p className="font-semibold" dir="rtl">
                        {String(row.record.body_ar ?? row.record.bodyAr ?? '')}
                      </p>
                      <p dir="ltr">{String(row.record.body_en ?? row.record.bodyEn ?? '')}</p>
                      {preview.format === 'csv' &&
                        row.errors.map((problem) =>
                          problem.field in row.record ? (
                            <label key={problem.field} className="mt-1 block text-xs font-semibold">
                              {problem.field}
                              <input
                                dir="auto"
                                value={String(row.record[problem.field] ?? '')}
                                onChange={(e) => fix(row.line, problem.field, e.target.value)}
                                className="block w-full rounded-lg px-2 py-1 ring-1 ring-red-500 dark:bg-ink-950"
                                data-testid={`fix-${problem.field}`}
                              />
                            </label>
                          ) : null,
                        )}
                    </td>
                    <td className="px-2 py-2">
                      {row.errors.map((problem) => (
                        <p key={`${problem.field}-${problem.key}`} className="text-red-700 dark:text-red-400">
                          {problem.field !== '_row' && (
                            <span dir="ltr" className="font-mono">
                              {problem.field}:{' '}
                            </span>
                          )}
                          {t(adminKey(problem.key), { ns: ['admin', 'common'] })}
                        </p>
                      ))}
                      {row.duplicateOf && (
                        <p className="text-amber-800 dark:text-gold-300">
                          {t('import.duplicate', { body: row.duplicateOf })}
                        </p>
                      )}
                      {row.errors.length === 0 && !row.duplicateOf && (
                        <p className="text-emerald-700 dark:text-emerald-300">{t('import.ok')}</p>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {problems.length > 0 && (
            <p className="font-semibold text-red-700 dark:text-red-400">{t('errors.importHasErrors')}</p>
          )}
          <div>
            <Button
              disabled={problems.length > 0 || commit.isPending}
              onClick={() => void runImport()}
              data-testid="run-import"
            >
              {t('import.run', { count: rows.length })}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
