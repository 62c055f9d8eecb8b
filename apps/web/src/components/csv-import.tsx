import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { FormFieldMessage } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ApiError } from '@/lib/api'
import { type CsvHeader, detectHeader } from '@/lib/csv-header'

/**
 * The pieces every CSV import dialog is made of (supplier items, customers): reading the
 * file, a select matching a field to a column, and the table of rows that failed.
 */

/** The API's words for a problem, in the reader's language when its code is one of ours. */
export function useProblemText() {
  const { t, i18n } = useTranslation()
  return (code: string, message: string) => {
    if (code.startsWith('validation.') && i18n.exists(code)) return t(code)
    if (i18n.exists(`validation.${code}`)) return t(`validation.${code}`)
    return message
  }
}

/** The file's text, as UTF-8 (FileReader rather than `file.text()`: older Safari and jsdom). */
export function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result ?? ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file, 'utf-8')
  })
}

/** One field of the import and the file's column that fills it, or none. */
export function MappingSelect({
  field,
  label,
  problem,
  columns,
  value,
  onChange,
}: {
  field: string
  label: string
  /** What the server said about this field's column. */
  problem?: string
  columns: string[]
  value: string | null
  onChange: (column: string | null) => void
}) {
  const { t } = useTranslation()
  const id = `import-map-${field}`
  return (
    <SelectField
      id={id}
      label={label}
      error={problem}
      size="sm"
      // The label beside the select, the server's problem under it.
      fieldClassName="grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] items-center gap-x-3 gap-y-1 [&>label]:leading-snug [&>[data-slot=form-field-message]]:col-start-2 [&>[data-slot=form-field-message]]:text-xs"
      data-testid={id}
      emptyLabel={t('ui.csvImport.notImported')}
      value={value}
      onValueChange={onChange}
      options={columns.map((column) => ({ value: column, label: column }))}
    />
  )
}

export type ImportRow = {
  line: number
  name: string
  errors: { field: string; code: string; message: string }[]
}

/** The rows of a file that failed (or were skipped), by line, with each problem's field. */
export function ImportRowsTable({
  rows,
  nameLabel,
  fieldLabel,
  note,
}: {
  rows: ImportRow[]
  /** The heading of the column naming what each row is (an item, a customer). */
  nameLabel: string
  /** A field's name in the reader's language. */
  fieldLabel: (field: string) => string
  /** What to say of a row without problems (a skipped one). */
  note?: (row: ImportRow) => string
}) {
  const { t } = useTranslation()
  const problemText = useProblemText()
  return (
    <div className="max-h-64 overflow-y-auto rounded-md border bg-background">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-16 pl-3">{t('ui.csvImport.line')}</TableHead>
            <TableHead>{nameLabel}</TableHead>
            <TableHead className="pr-3">{t('ui.csvImport.problems')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} data-testid={`import-error-${row.line}`}>
              <TableCell className="pl-3 align-top tabular-nums">{row.line}</TableCell>
              <TableCell className="max-w-40 truncate align-top">
                {row.name || <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className="pr-3 whitespace-normal">
                {row.errors.length === 0 && note ? (
                  <span className="text-muted-foreground">{note(row)}</span>
                ) : (
                  <ul className="grid gap-1">
                    {row.errors.map((problem, index) => (
                      <li key={`${problem.field}-${index}`}>
                        {problem.field && (
                          <span className="font-medium">{fieldLabel(problem.field)}: </span>
                        )}
                        {problemText(problem.code, problem.message)}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

export type LoadedCsv = { fileName: string; csv: string; header: CsvHeader }

/**
 * A chosen file read as the import will read it: refused when larger than the API takes,
 * unreadable, or without a header row naming its columns.
 */
export async function loadCsvFile(
  file: File,
  maxChars: number,
): Promise<LoadedCsv | { problem: 'tooLarge' | 'unreadable' | 'noHeader' }> {
  if (file.size > maxChars * 4) return { problem: 'tooLarge' }
  let csv: string
  try {
    csv = await readText(file)
  } catch {
    return { problem: 'unreadable' }
  }
  if (csv.length > maxChars) return { problem: 'tooLarge' }
  const header = detectHeader(csv)
  return header ? { fileName: file.name, csv, header } : { problem: 'noHeader' }
}

/** The server's problems with the mapping, by the field they are about. */
export function mappingProblems(
  err: unknown,
  problemText: (code: string, message: string) => string,
): Record<string, string> {
  const placed: Record<string, string> = {}
  if (err instanceof ApiError && Array.isArray(err.details)) {
    for (const problem of err.details as { path?: string; code?: string; message?: string }[]) {
      const key = problem.path?.replace(/^mapping\./, '')
      if (key) placed[key] = problemText(problem.code ?? '', problem.message ?? '')
    }
  }
  return placed
}

/** The file input, with what was read from the file (or how to make one) and its problem. */
export function CsvFileField({
  id,
  label,
  hint,
  error,
  disabled,
  onChoose,
}: {
  id: string
  label: string
  hint: string
  error: string | null
  disabled: boolean
  onChoose: (file: File | undefined) => void
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.files?.[0])}
        className="block w-full cursor-pointer rounded-md border border-input bg-background text-sm shadow-xs outline-none file:mr-3 file:cursor-pointer file:border-0 file:border-r file:bg-muted file:px-3 file:py-2 file:font-medium file:text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      {error && <FormFieldMessage>{error}</FormFieldMessage>}
    </div>
  )
}

/** Cancel, Preview, then Import N once a preview has been seen; Done after the import. */
export function ImportFooter({
  imported,
  pending,
  dryRunPending,
  canPreview,
  previewed,
  runCount,
  labels,
  onSend,
  onClose,
}: {
  imported: boolean
  pending: boolean
  /** Which of the two requests is running, for the spinner on its button. */
  dryRunPending: boolean | undefined
  canPreview: boolean
  previewed: boolean
  runCount: number
  labels: { preview: string; run: string; finish: string }
  onSend: (dryRun: boolean) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <DialogFooter>
      {imported ? (
        <Button type="button" onClick={onClose}>
          {labels.finish}
        </Button>
      ) : (
        <>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant={previewed ? 'outline' : 'default'}
            disabled={!canPreview}
            loading={pending && dryRunPending === true}
            onClick={() => onSend(true)}
          >
            {labels.preview}
          </Button>
          {previewed && (
            <Button
              type="button"
              disabled={runCount === 0}
              loading={pending && dryRunPending === false}
              onClick={() => onSend(false)}
            >
              {labels.run}
            </Button>
          )}
        </>
      )}
    </DialogFooter>
  )
}
