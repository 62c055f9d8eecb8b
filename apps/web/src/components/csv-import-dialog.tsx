import { CircleAlert, CircleCheck } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { AlertBox } from '@/components/alert-box'
import {
  CsvFileField,
  ImportFooter,
  type ImportRow,
  ImportRowsTable,
  type LoadedCsv,
  loadCsvFile,
  MappingSelect,
  mappingProblems,
  useProblemText,
} from '@/components/csv-import'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { autoMapping, type ImportMapping } from '@/lib/csv-header'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'

/**
 * The texts of an import, under one key of the area's (`customers.import`): title, description,
 * file, fileHint, fileSummary, tooLarge, unreadable, noHeader, mapping, preview, run, finish,
 * done, previewTitle, resultTitle, previewSummary, resultSummary, skipHint and rowName; and the
 * counts those sentences join, each with its plural forms: rows and columns with the separator
 * (fileSummary), created, updated, skipped when the area skips rows, and failed (resultSummary
 * and done).
 */
type Texts = `${string}.import`

/** What every import answers: rows that failed or were skipped, and the counts. */
export type CsvImportResult = {
  rows: (ImportRow & { action: string })[]
  created: number
  updated: number
  skipped?: number
  failed: number
  dryRun: boolean
}

/** The dialog an import runs in; its steps start afresh each time it opens. */
export function CsvImportDialog({
  open,
  onOpenChange,
  texts,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  texts: Texts
  /** The area's steps (CsvImportSteps with its columns and calls). */
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t(`${texts}.title`)}</DialogTitle>
          <DialogDescription>{t(`${texts}.description`)}</DialogDescription>
        </DialogHeader>
        {open && children}
      </DialogContent>
    </Dialog>
  )
}

type Mapped<F extends string> = {
  csv: string
  mapping: Partial<Record<F, string>>
  dryRun: boolean
}

/**
 * Importing a CSV file, step by step: the file is read in the browser and its header names the
 * columns; each field is matched to one (guessed from the names, changeable); a preview checks
 * every row without writing; then the import writes the good ones and says what it did. The
 * area gives its fields, its call, and its own settings (sent with the file: a change asks for a
 * new preview) with their controls.
 */
export function CsvImportSteps<F extends string, S extends object, R extends CsvImportResult>({
  texts,
  fields,
  aliases,
  fieldLabel,
  maxChars,
  mappingHint,
  settings,
  run,
  canPreview,
  rowNote,
  resultNote,
  onClose,
  children,
}: {
  texts: Texts
  fields: readonly F[]
  /** Other names people give the columns, to guess the mapping by. */
  aliases: Partial<Record<F, string[]>>
  fieldLabel: (field: F) => string
  /** The contract's limit on the text sent; a file past it is refused before it is read. */
  maxChars: number
  mappingHint?: string
  settings: S
  run: (input: Mapped<F> & S) => Promise<R>
  /** Whether the mapping (with the settings) can make anything. */
  canPreview: (mapping: ImportMapping<F>) => boolean
  /** What to say of a skipped row. */
  rowNote?: (row: ImportRow) => string
  /** More about the result, after its counts. */
  resultNote?: (result: R) => ReactNode
  onClose: () => void
  /** The settings' controls and notes, under the mapping. */
  children?: (state: { mapping: ImportMapping<F>; problems: Record<string, string> }) => ReactNode
}) {
  const { t } = useTranslation()
  const fileId = useId()
  const [loaded, setLoaded] = useState<LoadedCsv | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [mapping, setMapping] = useState<ImportMapping<F>>({})
  const [result, setResult] = useState<R | null>(null)
  const [error, setError] = useState<string | null>(null)
  // Problems the server found with the mapping or the settings, by field.
  const [problems, setProblems] = useState<Record<string, string>>({})
  // Which request runs (a preview or the import), for the spinner on its button.
  const [sending, setSending] = useState<boolean | undefined>(undefined)
  const problemText = useProblemText()
  const labelOf = (field: string) =>
    (fields as readonly string[]).includes(field) ? fieldLabel(field as F) : field

  // A preview speaks for the mapping and settings it was made with; a change asks for a new one.
  const settingsKey = JSON.stringify(settings)
  const [previewedWith, setPreviewedWith] = useState(settingsKey)
  if (previewedWith !== settingsKey) {
    setPreviewedWith(settingsKey)
    setResult(null)
  }

  async function choose(file: File | undefined) {
    setResult(null)
    setError(null)
    setFileError(null)
    setLoaded(null)
    if (!file) return
    const read = await loadCsvFile(file, maxChars)
    if ('problem' in read) {
      setFileError(t(`${texts}.${read.problem}`))
      return
    }
    const labels = Object.fromEntries(fields.map((f) => [f, fieldLabel(f)])) as Record<F, string>
    setLoaded(read)
    setMapping(autoMapping(fields, aliases, read.header.columns, labels))
  }

  async function send(dryRun: boolean) {
    if (!loaded) return
    setError(null)
    setProblems({})
    setSending(dryRun)
    try {
      const answer = await run({
        ...settings,
        csv: loaded.csv,
        mapping: Object.fromEntries(
          Object.entries(mapping).filter(([, column]) => column),
        ) as Partial<Record<F, string>>,
        dryRun,
      })
      setResult(answer)
      if (!dryRun) {
        toast.success(
          t(`${texts}.done`, {
            created: t(`${texts}.created`, { count: answer.created }),
            updated: t(`${texts}.updated`, { count: answer.updated }),
          }),
        )
      }
    } catch (err) {
      setProblems(mappingProblems(err, problemText))
      setError(errorText(t, err))
    } finally {
      setSending(undefined)
    }
  }

  const columns = loaded?.header.columns.filter(Boolean) ?? []
  const imported = result !== null && !result.dryRun
  const runCount = result ? result.created + result.updated : 0

  return (
    <div className="grid gap-5">
      <CsvFileField
        id={fileId}
        label={t(`${texts}.file`)}
        hint={
          loaded
            ? t(`${texts}.fileSummary`, {
                rows: t(`${texts}.rows`, { count: loaded.header.rowCount }),
                // The separator is named with the columns: one column has nothing to separate.
                columns: t(`${texts}.columns`, {
                  count: columns.length,
                  separator: loaded.header.separator,
                }),
              })
            : t(`${texts}.fileHint`)
        }
        error={fileError}
        disabled={sending !== undefined || imported}
        onChoose={(file) => void choose(file)}
      />

      {loaded && (
        <fieldset className="grid min-w-0 gap-3 border-0 p-0" disabled={imported}>
          <legend className="mb-1 font-semibold text-sm">{t(`${texts}.mapping`)}</legend>
          {mappingHint && <p className="text-muted-foreground text-sm">{mappingHint}</p>}
          <div className="grid max-h-72 gap-x-5 gap-y-3 overflow-y-auto pr-1 sm:grid-cols-2">
            {fields.map((field) => (
              <MappingSelect
                key={field}
                field={field}
                label={fieldLabel(field)}
                problem={problems[field]}
                columns={columns}
                value={mapping[field] ?? null}
                onChange={(column) => {
                  setMapping((current) => ({ ...current, [field]: column ?? undefined }))
                  setResult(null)
                }}
              />
            ))}
          </div>
          {children?.({ mapping, problems })}
        </fieldset>
      )}

      {error && <AlertBox>{error}</AlertBox>}
      {result && (
        <ImportResult
          texts={texts}
          result={result}
          fieldLabel={labelOf}
          rowNote={rowNote}
          note={resultNote?.(result)}
        />
      )}

      <ImportFooter
        imported={imported}
        pending={sending !== undefined}
        dryRunPending={sending}
        canPreview={loaded !== null && canPreview(mapping)}
        previewed={result?.dryRun === true}
        runCount={runCount}
        labels={{
          preview: t(`${texts}.preview`),
          run: t(`${texts}.run`, { count: runCount }),
          finish: t(`${texts}.finish`),
        }}
        onSend={(dryRun) => void send(dryRun)}
        onClose={onClose}
      />
    </div>
  )
}

/** What the preview found, or what the import did: counts, and each row left out. */
function ImportResult({
  texts,
  result,
  fieldLabel,
  rowNote,
  note,
}: {
  texts: Texts
  result: CsvImportResult
  fieldLabel: (field: string) => string
  rowNote?: (row: ImportRow) => string
  note: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const rows = result.rows.filter((row) => row.action === 'error' || row.action === 'skip')
  const Icon = result.failed > 0 ? CircleAlert : CircleCheck
  return (
    <section
      aria-label={result.dryRun ? t(`${texts}.previewTitle`) : t(`${texts}.resultTitle`)}
      aria-live="polite"
      data-testid="import-result"
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon
          aria-hidden="true"
          className={
            result.failed > 0 ? 'mt-0.5 size-4 text-destructive' : 'mt-0.5 size-4 text-primary'
          }
        />
        {result.dryRun
          ? t(`${texts}.previewSummary`, {
              created: format.number(result.created),
              updated: format.number(result.updated),
              skipped: format.number(result.skipped ?? 0),
              failed: format.number(result.failed),
            })
          : t(`${texts}.resultSummary`, {
              created: t(`${texts}.created`, { count: result.created }),
              updated: t(`${texts}.updated`, { count: result.updated }),
              // Only areas that skip rows (customers) count them, and have the text for it.
              skipped:
                result.skipped === undefined
                  ? ''
                  : t(`${texts}.skipped`, { count: result.skipped }),
              failed: t(`${texts}.failed`, { count: result.failed }),
            })}
      </p>
      {note}
      {rows.length > 0 && (
        <ImportRowsTable
          rows={rows}
          nameLabel={t(`${texts}.rowName`)}
          fieldLabel={fieldLabel}
          note={rowNote}
        />
      )}
      {result.dryRun && result.failed > 0 && (
        <p className="text-muted-foreground">{t(`${texts}.skipHint`)}</p>
      )}
    </section>
  )
}
