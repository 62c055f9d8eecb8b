import {
  SUPPLIER_ITEM_IMPORT_FIELDS,
  type SupplierItemImportField,
  type SupplierItemImportResult,
} from '@designer/contract'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import {
  CsvFileField,
  ImportFooter,
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
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { autoMapping, type ImportMapping } from '@/lib/csv-header'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { useSupplierOptions } from '../api/get-suppliers'
import { useImportSupplierItems } from '../api/import-supplier-items'
import { SUPPLIER_ITEM_ALIASES } from './import-aliases'

// The contract's limit on the text sent; a file past it is refused before it is read.
const MAX_CHARS = 5_000_000
// A select item cannot have an empty value, so "not imported" has a name of its own.
const NONE = '__none__'
/** What a new item needs; a row whose code is already known only updates what is mapped. */
const NEW_ITEM_FIELDS: readonly SupplierItemImportField[] = ['name', 'unit', 'unitCost']

/**
 * Imports supplier items from a CSV file: the file is read in the browser, its header row
 * names the columns, each field is matched to a column (guessed from the names, changeable),
 * a preview checks every row without writing anything, then the import writes them.
 */
export function ImportDialog({
  open,
  onOpenChange,
  defaultSupplierId,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The supplier the list is filtered by, as the first choice for rows without one. */
  defaultSupplierId: string | null
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t('suppliers.import.title')}</DialogTitle>
          <DialogDescription>{t('suppliers.import.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <ImportSteps defaultSupplierId={defaultSupplierId} onClose={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ImportSteps({
  defaultSupplierId,
  onClose,
}: {
  defaultSupplierId: string | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const fileId = useId()
  const suppliers = useSupplierOptions()
  const run = useImportSupplierItems()
  const [loaded, setLoaded] = useState<LoadedCsv | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [mapping, setMapping] = useState<ImportMapping<SupplierItemImportField>>({})
  const [supplierId, setSupplierId] = useState<string | null>(defaultSupplierId)
  const [result, setResult] = useState<SupplierItemImportResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  // Problems the server found with the mapping or the default supplier, by field.
  const [problems, setProblems] = useState<Record<string, string>>({})
  const problemText = useProblemText()
  const fieldLabel = (field: SupplierItemImportField) => t(`suppliers.importFields.${field}`)

  async function choose(file: File | undefined) {
    setResult(null)
    setError(null)
    setFileError(null)
    setLoaded(null)
    if (!file) return
    const read = await loadCsvFile(file, MAX_CHARS)
    if ('problem' in read) {
      setFileError(t(`suppliers.import.${read.problem}`))
      return
    }
    const { header } = read
    const labels = Object.fromEntries(SUPPLIER_ITEM_IMPORT_FIELDS.map((f) => [f, fieldLabel(f)]))
    setLoaded(read)
    setMapping(
      autoMapping(SUPPLIER_ITEM_IMPORT_FIELDS, SUPPLIER_ITEM_ALIASES, header.columns, labels),
    )
  }

  const missing = NEW_ITEM_FIELDS.filter((field) => !mapping[field])
  const needsSupplier = !mapping.supplier && !supplierId
  // Without a code column every row is a new item, so it needs all of its fields.
  const blocked = needsSupplier || (!mapping.code && missing.length > 0)
  const ready = loaded !== null && !blocked
  // A preview speaks for the mapping it was made with; a change asks for a new one.
  const previewed = result?.dryRun === true

  async function send(dryRun: boolean) {
    if (!loaded) return
    setError(null)
    setProblems({})
    try {
      const answer = await run.mutateAsync({
        csv: loaded.csv,
        mapping: Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)),
        supplierId,
        dryRun,
      })
      setResult(answer)
      if (!dryRun) {
        toast.success(
          t('suppliers.import.done', { created: answer.created, updated: answer.updated }),
        )
      }
    } catch (err) {
      setProblems(mappingProblems(err, problemText))
      setError(errorText(t, err))
    }
  }

  const columns = loaded?.header.columns.filter(Boolean) ?? []
  const imported = result !== null && !result.dryRun

  return (
    <div className="grid gap-5">
      <CsvFileField
        id={fileId}
        label={t('suppliers.import.file')}
        hint={
          loaded
            ? t('suppliers.import.fileSummary', {
                count: loaded.header.rowCount,
                columns: columns.length,
                separator: loaded.header.separator,
              })
            : t('suppliers.import.fileHint')
        }
        error={fileError}
        disabled={run.isPending || imported}
        onChoose={(file) => void choose(file)}
      />

      {loaded && (
        <fieldset className="grid min-w-0 gap-3 border-0 p-0" disabled={imported}>
          <legend className="mb-1 font-semibold text-sm">{t('suppliers.import.mapping')}</legend>
          <p className="text-muted-foreground text-sm">{t('suppliers.import.mappingHint')}</p>
          <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
            {SUPPLIER_ITEM_IMPORT_FIELDS.map((field) => (
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
          <div className="grid gap-2 sm:max-w-sm">
            <Label htmlFor={`${fileId}-supplier`}>{t('suppliers.import.defaultSupplier')}</Label>
            <Select
              value={supplierId ?? NONE}
              onValueChange={(value) => {
                setSupplierId(value === NONE ? null : value)
                setResult(null)
              }}
            >
              <SelectTrigger
                id={`${fileId}-supplier`}
                className="w-full"
                aria-describedby={`${fileId}-supplier-hint${problems.supplierId ? ` ${fileId}-supplier-problem` : ''}`}
                aria-invalid={Boolean(problems.supplierId) || undefined}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('suppliers.import.noDefaultSupplier')}</SelectItem>
                {(suppliers.data?.items ?? []).map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id={`${fileId}-supplier-hint`} className="text-muted-foreground text-sm">
              {t('suppliers.import.defaultSupplierHint')}
            </p>
            {problems.supplierId && (
              <p
                id={`${fileId}-supplier-problem`}
                role="alert"
                className="font-medium text-destructive text-sm"
              >
                {problems.supplierId}
              </p>
            )}
          </div>
          {needsSupplier && (
            <p className="text-muted-foreground text-sm" data-testid="import-needs-supplier">
              {t('suppliers.import.needsSupplier')}
            </p>
          )}
          {missing.length > 0 && (
            <p className="text-muted-foreground text-sm" data-testid="import-missing">
              {t(mapping.code ? 'suppliers.import.updatesOnly' : 'suppliers.import.missing', {
                fields: missing.map(fieldLabel).join(', '),
              })}
            </p>
          )}
        </fieldset>
      )}

      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-sm"
        >
          {error}
        </p>
      )}
      {result && <ImportResult result={result} />}

      <ImportFooter
        imported={imported}
        pending={run.isPending}
        dryRunPending={run.variables?.dryRun}
        canPreview={ready}
        previewed={previewed}
        runCount={result ? result.created + result.updated : 0}
        labels={{
          preview: t('suppliers.import.preview'),
          run: t('suppliers.import.run', { count: result ? result.created + result.updated : 0 }),
          finish: t('suppliers.import.finish'),
        }}
        onSend={(dryRun) => void send(dryRun)}
        onClose={onClose}
      />
    </div>
  )
}

/** What the preview found, or what the import did: counts, and each row that failed. */
function ImportResult({ result }: { result: SupplierItemImportResult }) {
  const { t } = useTranslation()
  const format = useFormat()
  const failed = useMemo(() => result.rows.filter((row) => row.action === 'error'), [result])
  const _problemText = useProblemText()
  const fieldText = (field: string) =>
    (SUPPLIER_ITEM_IMPORT_FIELDS as readonly string[]).includes(field)
      ? t(`suppliers.importFields.${field}`)
      : field
  const Icon = result.failed > 0 ? CircleAlert : CircleCheck
  return (
    <section
      aria-label={
        result.dryRun ? t('suppliers.import.previewTitle') : t('suppliers.import.resultTitle')
      }
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
        {t(result.dryRun ? 'suppliers.import.previewSummary' : 'suppliers.import.resultSummary', {
          created: format.number(result.created),
          updated: format.number(result.updated),
          failed: format.number(result.failed),
        })}
      </p>
      {failed.length > 0 && (
        <ImportRowsTable
          rows={failed}
          nameLabel={t('suppliers.import.item')}
          fieldLabel={fieldText}
        />
      )}
      {result.dryRun && failed.length > 0 && (
        <p className="text-muted-foreground">{t('suppliers.import.skipHint')}</p>
      )}
    </section>
  )
}
