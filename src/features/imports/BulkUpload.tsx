import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { classifyRows, countVerdicts, keysOfRows, parseRows, type ParsedRow, type RowVerdict } from '@/lib/import/check';
import type { CsvTable } from '@/lib/import/csv';
import { failedRowsCsv } from '@/lib/import/failed';
import { guessMapping, unmappedRequired, type ColumnMapping } from '@/lib/import/mapping';
import type { OnExisting } from '@/data/import-plan';
import { readCsvFile } from '@/data/import-file';
import type { ImportJob } from '@/data/import-rows';
import { cancelImport, createImportJob, dismissImport, runImport } from '@/data/imports';
import { useImportJob } from '@/data/queries/imports';
import { useOutboxSummary } from '@/data/queries/sync-status';
import { requireActiveAccount } from '@/data/session';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { CsvUploader } from '@/ui/CsvUploader';
import { downloadText } from '@/ui/download';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { ProgressBar } from '@/ui/ProgressBar';
import { Select } from '@/ui/Select';
import type { BulkUploadSpec } from './bulk-upload-spec';
import '@/features/customers/customers.css';

const CHECK_STEP = 25;
const SLICE_MS = 12;
/** Problem rows listed on screen; all of them are in the downloadable CSV. */
const SHOWN_PROBLEMS = 100;

type Step<K extends string, T> =
  | { step: 'pick' }
  | { step: 'reading'; fileName: string; rows: number }
  | { step: 'map'; fileName: string; table: CsvTable; mapping: ColumnMapping<K> }
  | { step: 'checking'; fileName: string; table: CsvTable; done: number }
  | { step: 'preview'; fileName: string; table: CsvTable; mapping: ColumnMapping<K>; verdicts: RowVerdict<T>[] };

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Texts<K extends string> = Pick<BulkUploadSpec<K, unknown>, 'texts' | 'fieldLabel' | 'fields'>;

function reasonOf<K extends string, T>(t: TFunction, spec: Texts<K>, verdict: RowVerdict<T>): string {
  if (verdict.kind === 'duplicate') return spec.texts.duplicateOf(verdict.firstLine);
  if (verdict.kind === 'existing') return spec.texts.matchesExisting;
  if (verdict.kind === 'invalid') {
    const label = (field: string) => (spec.fields.some((f) => f.key === field) ? spec.fieldLabel(field as K) : field);
    return Object.entries(verdict.errors)
      .map(([field, key]) => `${label(field)}: ${t(key)}`)
      .join('; ');
  }
  return '';
}

function failedCsvOf<K extends string, T>(t: TFunction, spec: Texts<K>, table: CsvTable, verdicts: readonly RowVerdict<T>[]): string {
  return failedRowsCsv(table, verdicts, (v) => reasonOf(t, spec, v), { line: t('customers.import.line'), reason: t('customers.import.reason') });
}

function downloadFailed(fileName: string, csv: string): void {
  downloadText(`${fileName.replace(/\.csv$/i, '')}-failed.csv`, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}

/**
 * A bulk upload (customers, services, products): a CSV file → column mapping → checked preview →
 * import through the outbox, resumable, with the failed rows to download.
 */
export function BulkUpload<K extends string, T>({ spec }: { spec: BulkUploadSpec<K, T> }) {
  const { t } = useTranslation();
  const job = useImportJob(spec.jobKind);
  const [state, setState] = useState<Step<K, T>>({ step: 'pick' });
  const [onExisting, setOnExisting] = useState<OnExisting>('skip');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const runner = useRef<AbortController | null>(null);

  useEffect(() => () => runner.current?.abort(), []);

  const run = (jobId: string) => {
    runner.current?.abort();
    const controller = new AbortController();
    runner.current = controller;
    setRunning(true);
    runImport(jobId, { signal: controller.signal })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => {
        if (runner.current === controller) setRunning(false);
      });
  };

  const read = async (file: File) => {
    setError(null);
    setState({ step: 'reading', fileName: file.name, rows: 0 });
    try {
      const table = await readCsvFile(file, (rows) => setState({ step: 'reading', fileName: file.name, rows }));
      if (table.headers.length === 0) {
        setError(t('customers.import.emptyFile'));
        setState({ step: 'pick' });
        return;
      }
      setState({ step: 'map', fileName: file.name, table, mapping: guessMapping(table.headers, spec.fields) });
    } catch (e) {
      setError(t('customers.import.unreadable', { reason: e instanceof Error ? e.message : String(e) }));
      setState({ step: 'pick' });
    }
  };

  const check = async (fileName: string, table: CsvTable, mapping: ColumnMapping<K>) => {
    const kind = spec.importKind;
    const parsed: ParsedRow<T>[] = [];
    // Rows are checked in slices of about one frame, the page drawing (and the progress) between them.
    let from = 0;
    while (from < table.rows.length) {
      const sliceStart = performance.now();
      while (from < table.rows.length && performance.now() - sliceStart < SLICE_MS) {
        parsed.push(...parseRows(kind, table.rows, mapping, from, from + CHECK_STEP));
        from += CHECK_STEP;
      }
      setState({ step: 'checking', fileName, table, done: Math.min(from, table.rows.length) });
      await nextTurn();
    }
    const existing = await spec.existingKeys(requireActiveAccount().businessId, keysOfRows(kind, parsed));
    setState({ step: 'preview', fileName, table, mapping, verdicts: classifyRows(kind, parsed, existing) });
  };

  const start = async (fileName: string, table: CsvTable, verdicts: RowVerdict<T>[]) => {
    const account = requireActiveAccount();
    const plan = spec.plan(verdicts, onExisting);
    const now = new Date().toISOString();
    const jobId = await createImportJob({
      kind: spec.jobKind,
      fileName,
      tally: plan.tally,
      failedCsv: plan.tally.failed + plan.tally.skipped > 0 ? failedCsvOf(t, spec, table, verdicts) : '',
      build: (id) => plan.build(id, account.businessId, now),
    });
    setState({ step: 'pick' });
    run(jobId);
  };

  const active = job && job.status === 'running' ? job : null;
  return (
    <PageFrame title={spec.title} actions={<LinkButton href={spec.backHref} variant="secondary">{spec.backLabel}</LinkButton>}>
      <div className="customer-import">
        {error && <Banner tone="danger" title={error} onClose={() => setError(null)} />}
        {active ? (
          <ImportProgress job={active} running={running} onResume={() => run(active.id)} onCancel={() => { runner.current?.abort(); void cancelImport(active.id); }} />
        ) : job && state.step === 'pick' ? (
          <ImportResult job={job} onDismiss={() => void dismissImport(job.id)} />
        ) : null}
        {!active && (state.step === 'pick' || state.step === 'reading') && (
          <section className="customer-import__step" aria-label={t('customers.import.chooseFile')}>
            <p>{spec.intro}</p>
            {spec.options}
            <CsvUploader label={t('customers.import.file')} fileName={state.step === 'reading' ? state.fileName : null} isDisabled={state.step === 'reading'} onFile={(f) => void read(f)} />
            {state.step === 'reading' && <ProgressBar label={t('customers.import.reading', { count: state.rows })} showLabel />}
          </section>
        )}
        {!active && state.step === 'map' && (
          <MappingStep
            spec={spec}
            table={state.table}
            mapping={state.mapping}
            onChange={(mapping) => setState({ ...state, mapping })}
            onBack={() => setState({ step: 'pick' })}
            onCheck={() => void check(state.fileName, state.table, state.mapping)}
          />
        )}
        {!active && state.step === 'checking' && (
          <ProgressBar label={t('customers.import.checking', { done: state.done, total: state.table.rows.length })} value={(100 * state.done) / Math.max(1, state.table.rows.length)} showLabel />
        )}
        {!active && state.step === 'preview' && (
          <PreviewStep
            spec={spec}
            verdicts={state.verdicts}
            table={state.table}
            mapping={state.mapping}
            fileName={state.fileName}
            onExisting={onExisting}
            setOnExisting={setOnExisting}
            onBack={() => setState({ step: 'pick' })}
            onImport={() => void start(state.fileName, state.table, state.verdicts)}
          />
        )}
      </div>
    </PageFrame>
  );
}

function MappingStep<K extends string, T>({ spec, table, mapping, onChange, onBack, onCheck }: {
  spec: BulkUploadSpec<K, T>;
  table: CsvTable;
  mapping: ColumnMapping<K>;
  onChange: (mapping: ColumnMapping<K>) => void;
  onBack: () => void;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const missing = unmappedRequired(mapping, spec.fields);
  const options = [{ value: '', label: t('customers.import.notImported') }, ...table.headers.map((h, i) => ({ value: String(i), label: h || t('customers.import.column', { n: i + 1 }) }))];
  return (
    <section className="customer-import__step" aria-label={t('customers.import.mapping')}>
      <h2>{t('customers.import.mapping')}</h2>
      <p>{t('customers.import.mappingHint', { count: table.rows.length })}</p>
      <div className="customer-import__mapping">
        {spec.fields.map((field) => {
          const column = mapping[field.key];
          return (
            <Select
              key={field.key}
              label={spec.fieldLabel(field.key)}
              options={options}
              value={column === null ? '' : String(column)}
              isRequired={field.required === true}
              errorMessage={missing.includes(field.key) ? t('customers.import.required') : null}
              onChange={(v) => onChange({ ...mapping, [field.key]: v === '' ? null : Number(v) })}
            />
          );
        })}
      </div>
      <div className="customer-form__actions">
        <Button variant="secondary" onPress={onBack}>{t('customers.import.otherFile')}</Button>
        <Button onPress={onCheck} isDisabled={missing.length > 0}>{t('customers.import.check')}</Button>
      </div>
    </section>
  );
}

function PreviewStep<K extends string, T>({ spec, verdicts, table, mapping, fileName, onExisting, setOnExisting, onBack, onImport }: {
  spec: BulkUploadSpec<K, T>;
  verdicts: RowVerdict<T>[];
  table: CsvTable;
  mapping: ColumnMapping<K>;
  fileName: string;
  onExisting: OnExisting;
  setOnExisting: (v: OnExisting) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const counts = countVerdicts(verdicts);
  const problems = verdicts.filter((v) => v.kind !== 'valid');
  const toWrite = counts.valid + (onExisting === 'skip' ? 0 : counts.existing);
  return (
    <section className="customer-import__step" aria-label={t('customers.import.preview')}>
      <h2>{t('customers.import.preview')}</h2>
      <dl className="customer-import__counts">
        {(['valid', 'invalid', 'duplicate', 'existing'] as const).map((k) => (
          <div key={k} data-testid={`import-count-${k}`}>
            <dt>{k === 'existing' ? spec.texts.existingCount : t(`customers.import.counts.${k}`)}</dt>
            <dd>{counts[k]}</dd>
          </div>
        ))}
      </dl>
      {counts.existing > 0 && (
        <Select
          label={spec.texts.onExisting}
          options={(['skip', 'update', 'create'] as const).map((v) => ({ value: v, label: spec.texts.existing[v] }))}
          value={onExisting}
          onChange={(v) => setOnExisting(v === 'update' || v === 'create' ? v : 'skip')}
        />
      )}
      {problems.length > 0 && (
        <div className="customer-import__table-wrap">
          <table className="customer-import__table">
            <caption>{t('customers.import.problems', { count: problems.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.import.line')}</th>
                {spec.problemColumns.map((key) => (
                  <th key={key} scope="col">{spec.fieldLabel(key)}</th>
                ))}
                <th scope="col">{t('customers.import.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.slice(0, SHOWN_PROBLEMS).map((v) => {
                const cells = table.rows[v.line - 2] ?? [];
                const cell = (key: K) => {
                  const i = mapping[key];
                  return i === null ? '' : (cells[i] ?? '');
                };
                return (
                  <tr key={v.line} className={`customer-import__row--${v.kind}`}>
                    <td>{v.line}</td>
                    {spec.problemColumns.map((key) => (
                      <td key={key}>{cell(key)}</td>
                    ))}
                    <td>{reasonOf(t, spec, v)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="customer-form__actions">
        <Button variant="secondary" onPress={onBack}>{t('customers.import.otherFile')}</Button>
        {counts.invalid + counts.duplicate > 0 && (
          <Button variant="secondary" onPress={() => downloadFailed(fileName, failedCsvOf(t, spec, table, verdicts))}>
            {t('customers.import.downloadFailed')}
          </Button>
        )}
        <Button onPress={onImport} isDisabled={toWrite === 0}>{spec.texts.start(toWrite)}</Button>
      </div>
    </section>
  );
}

function ImportProgress({ job, running, onResume, onCancel }: { job: ImportJob; running: boolean; onResume: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const outbox = useOutboxSummary();
  return (
    <section className="customer-import__step" aria-label={t('customers.import.importing')}>
      <h2>{t('customers.import.importing')}</h2>
      <ProgressBar label={t('customers.import.progress', { done: job.done, left: job.total - job.done })} value={(100 * job.done) / Math.max(1, job.total)} showLabel />
      {!running && <p>{t('customers.import.stopped', { done: job.done, total: job.total })}</p>}
      {outbox && outbox.pending > 0 && <p>{t('customers.import.waiting', { count: outbox.pending })}</p>}
      <div className="customer-form__actions">
        <Button variant="secondary" onPress={onCancel}>{t('customers.import.cancel')}</Button>
        {!running && <Button onPress={onResume}>{t('customers.import.resume')}</Button>}
      </div>
    </section>
  );
}

function ImportResult({ job, onDismiss }: { job: ImportJob; onDismiss: () => void }) {
  const { t } = useTranslation();
  const outbox = useOutboxSummary();
  const sending = outbox !== undefined && outbox.pending > 0;
  return (
    <Banner
      tone={job.status === 'cancelled' ? 'warning' : sending ? 'info' : 'success'}
      title={job.status === 'cancelled' ? t('customers.import.cancelled', { done: job.done, total: job.total }) : t('customers.import.finished')}
      description={
        <span data-testid="import-tally">
          {t('customers.import.tally', { ...job.tally })}
          {sending && ` ${t('customers.import.waiting', { count: outbox.pending })}`}
        </span>
      }
      actions={
        <>
          {job.failedCsv !== '' && (
            <Button variant="secondary" size="small" onPress={() => downloadFailed(job.fileName, job.failedCsv)}>
              {t('customers.import.downloadFailed')}
            </Button>
          )}
          <Button variant="secondary" size="small" onPress={onDismiss}>{t('customers.import.another')}</Button>
        </>
      }
    />
  );
}
