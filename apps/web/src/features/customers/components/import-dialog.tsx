import {
  CUSTOMER_IMPORT_FIELDS,
  type CustomerImport,
  type CustomerImportField,
} from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CsvImportDialog, CsvImportSteps } from '@/components/csv-import-dialog'
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
 * Imports customers from a CSV file (components/csv-import-dialog.tsx): a known e-mail is
 * skipped or updated as chosen, and tags the file names are made.
 */
export function CustomerImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <CsvImportDialog open={open} onOpenChange={onOpenChange} texts="customers.import">
      <CustomerImportSteps onClose={() => onOpenChange(false)} />
    </CsvImportDialog>
  )
}

function CustomerImportSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const run = useImportCustomers()
  const [duplicates, setDuplicates] = useState<CustomerImport['duplicates']>('skip')

  return (
    <CsvImportSteps
      texts="customers.import"
      fields={CUSTOMER_IMPORT_FIELDS}
      aliases={ALIASES}
      fieldLabel={(field) => t(`customers.importFields.${field}`)}
      maxChars={MAX_CHARS}
      settings={{ duplicates }}
      run={run.mutateAsync}
      // Without a name column only updates of known e-mails could come of it.
      canPreview={(mapping) => Boolean(mapping.name || (mapping.email && duplicates === 'update'))}
      rowNote={() => t('customers.import.skippedRow')}
      resultNote={(result) =>
        result.newTags.length > 0 && (
          <p className="text-muted-foreground">
            {t('customers.import.newTags', { tags: result.newTags.join(', ') })}
          </p>
        )
      }
      onClose={onClose}
    >
      {({ mapping }) => (
        <>
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
                  onChange={() => setDuplicates(mode)}
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
        </>
      )}
    </CsvImportSteps>
  )
}
