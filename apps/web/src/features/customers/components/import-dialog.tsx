import {
  CUSTOMER_IMPORT_FIELDS,
  type CustomerImport,
  type CustomerImportField,
  type CustomerImportResult,
} from '@designer/contract'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useId, useState } from 'react'
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
import { autoMapping, type ImportMapping } from '@/lib/csv-header'
import { useFormat } from '@/lib/format'
import { errorText } from '@/lib/forms'
import { useImportCustomers } from '../api/timeline'

// The contract's limit on the text sent; a file past it is refused before it is read.
const MAX_CHARS = 10_000_000

/** Other names people give these columns, in English, Spanish and French. */
const ALIASES: Partial<Record<CustomerImportField, string[]>> = {
  name: ['full name', 'customer', 'client', 'contact', 'nombre', 'nom', 'nom complet', 'cliente'],
  kind: ['type', 'tipo', 'person or company'],
  email: ['e-mail', 'mail', 'email address', 'correo', 'correo electrónico', 'courriel'],
  phone: ['telephone', 'tel', 'phone number', 'teléfono', 'téléphone', 'work phone'],
  mobile: ['mobile phone', 'cell', 'móvil', 'celular', 'portable'],
  language: ['lang', 'idioma', 'langue'],
  stage: ['status', 'estado', 'etapa', 'statut', 'étape'],
  tags: ['labels', 'etiquetas', 'étiquettes'],
  taxId: ['vat', 'vat number', 'tax number', 'nif', 'cif', 'siret', 'tva'],
  line1: ['address', 'street', 'address line 1', 'dirección', 'calle', 'adresse', 'rue'],
  line2: ['address line 2', 'dirección 2', 'complément'],
  city: ['town', 'ciudad', 'localidad', 'ville'],
  region: ['state', 'province', 'provincia', 'région'],
  postalCode: ['zip', 'postcode', 'zip code', 'código postal', 'cp', 'code postal'],
  country: ['país', 'pays'],
  marketingConsent: ['consent', 'newsletter', 'marketing', 'consentimiento', 'consentement'],
  notes: ['note', 'comments', 'notas', 'remarques'],
}

/**
 * Imports customers from a CSV file: the header names the columns, each field is matched to
 * one (guessed from the names, changeable), a known e-mail is skipped or updated as chosen, a
 * preview checks every row without writing, then the import writes the good ones.
 */
export function CustomerImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl" data-testid="import-dialog">
        <DialogHeader>
          <DialogTitle>{t('customers.import.title')}</DialogTitle>
          <DialogDescription>{t('customers.import.description')}</DialogDescription>
        </DialogHeader>
        {open && <ImportSteps onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ImportSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const fileId = useId()
  const run = useImportCustomers()
  const [loaded, setLoaded] = useState<LoadedCsv | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [mapping, setMapping] = useState<ImportMapping<CustomerImportField>>({})
  const [duplicates, setDuplicates] = useState<CustomerImport['duplicates']>('skip')
  const [result, setResult] = useState<CustomerImportResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const problemText = useProblemText()
  const fieldLabel = (field: string) =>
    (CUSTOMER_IMPORT_FIELDS as readonly string[]).includes(field)
      ? t(`customers.importFields.${field}`)
      : field

  async function choose(file: File | undefined) {
    setResult(null)
    setError(null)
    setFileError(null)
    setLoaded(null)
    if (!file) return
    const read = await loadCsvFile(file, MAX_CHARS)
    if ('problem' in read) {
      setFileError(t(`customers.import.${read.problem}`))
      return
    }
    const { header } = read
    const labels = Object.fromEntries(CUSTOMER_IMPORT_FIELDS.map((f) => [f, fieldLabel(f)]))
    setLoaded(read)
    setMapping(autoMapping(CUSTOMER_IMPORT_FIELDS, ALIASES, header.columns, labels))
  }

  // Without a name column only updates of known e-mails could come of it.
  const ready =
    loaded !== null && Boolean(mapping.name || (mapping.email && duplicates === 'update'))
  const previewed = result?.dryRun === true
  const imported = result !== null && !result.dryRun

  async function send(dryRun: boolean) {
    if (!loaded) return
    setError(null)
    setProblems({})
    try {
      const answer = await run.mutateAsync({
        csv: loaded.csv,
        mapping: Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)),
        duplicates,
        dryRun,
      })
      setResult(answer)
      if (!dryRun) {
        toast.success(
          t('customers.import.done', { created: answer.created, updated: answer.updated }),
        )
      }
    } catch (err) {
      setProblems(mappingProblems(err, problemText))
      setError(errorText(t, err))
    }
  }

  const columns = loaded?.header.columns.filter(Boolean) ?? []

  return (
    <div className="grid gap-5">
      <CsvFileField
        id={fileId}
        label={t('customers.import.file')}
        hint={
          loaded
            ? t('customers.import.fileSummary', {
                count: loaded.header.rowCount,
                columns: columns.length,
                separator: loaded.header.separator,
              })
            : t('customers.import.fileHint')
        }
        error={fileError}
        disabled={run.isPending || imported}
        onChoose={(file) => void choose(file)}
      />

      {loaded && (
        <fieldset className="grid min-w-0 gap-3 border-0 p-0" disabled={imported}>
          <legend className="mb-1 font-semibold text-sm">{t('customers.import.mapping')}</legend>
          <div className="grid max-h-72 gap-x-5 gap-y-3 overflow-y-auto pr-1 sm:grid-cols-2">
            {CUSTOMER_IMPORT_FIELDS.map((field) => (
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
          <div
            className="grid gap-2"
            role="radiogroup"
            aria-label={t('customers.import.duplicates')}
          >
            <p className="font-medium text-sm">{t('customers.import.duplicates')}</p>
            {(['skip', 'update'] as const).map((mode) => (
              <label key={mode} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="duplicates"
                  value={mode}
                  checked={duplicates === mode}
                  onChange={() => {
                    setDuplicates(mode)
                    setResult(null)
                  }}
                  className="mt-1 accent-primary"
                />
                <span>{t(`customers.import.duplicates_${mode}`)}</span>
              </label>
            ))}
          </div>
          {!mapping.name && (
            <p className="text-muted-foreground text-sm" data-testid="import-missing">
              {t('customers.import.needsName')}
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
      {result && <ImportResult result={result} fieldLabel={fieldLabel} />}

      <ImportFooter
        imported={imported}
        pending={run.isPending}
        dryRunPending={run.variables?.dryRun}
        canPreview={ready}
        previewed={previewed}
        runCount={result ? result.created + result.updated : 0}
        labels={{
          preview: t('customers.import.preview'),
          run: t('customers.import.run', { count: result ? result.created + result.updated : 0 }),
          finish: t('customers.import.finish'),
        }}
        onSend={(dryRun) => void send(dryRun)}
        onClose={onClose}
      />
    </div>
  )
}

function ImportResult({
  result,
  fieldLabel,
}: {
  result: CustomerImportResult
  fieldLabel: (field: string) => string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const Icon = result.failed > 0 ? CircleAlert : CircleCheck
  return (
    <section
      aria-label={
        result.dryRun ? t('customers.import.previewTitle') : t('customers.import.resultTitle')
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
        {t(result.dryRun ? 'customers.import.previewSummary' : 'customers.import.resultSummary', {
          created: format.number(result.created),
          updated: format.number(result.updated),
          skipped: format.number(result.skipped),
          failed: format.number(result.failed),
        })}
      </p>
      {result.newTags.length > 0 && (
        <p className="text-muted-foreground">
          {t('customers.import.newTags', { tags: result.newTags.join(', ') })}
        </p>
      )}
      {result.rows.length > 0 && (
        <ImportRowsTable
          rows={result.rows}
          nameLabel={t('customers.import.customer')}
          fieldLabel={fieldLabel}
          note={() => t('customers.import.skippedRow')}
        />
      )}
      {result.dryRun && result.failed > 0 && (
        <p className="text-muted-foreground">{t('customers.import.skipHint')}</p>
      )}
    </section>
  )
}
