import { SUPPLIER_ITEM_IMPORT_FIELDS, type SupplierItemImportField } from '@designer/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CsvImportDialog, CsvImportSteps } from '@/components/csv-import-dialog'
import { SelectField } from '@/components/select-field'
import { useSupplierOptions } from '../api/get-suppliers'
import { useImportSupplierItems } from '../api/import-supplier-items'
import { SUPPLIER_ITEM_ALIASES } from './import-aliases'

/** What a new item needs; a row whose code is already known only updates what is mapped. */
const NEW_ITEM_FIELDS: readonly SupplierItemImportField[] = ['name', 'unit', 'unitCost']

/**
 * Imports supplier items from a CSV file (components/csv-import-dialog.tsx): rows without a
 * supplier column go to a supplier chosen here, and a row whose code is known updates that item.
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
  return (
    <CsvImportDialog open={open} onOpenChange={onOpenChange} texts="suppliers.import">
      <ItemImportSteps defaultSupplierId={defaultSupplierId} onClose={() => onOpenChange(false)} />
    </CsvImportDialog>
  )
}

function ItemImportSteps({
  defaultSupplierId,
  onClose,
}: {
  defaultSupplierId: string | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const suppliers = useSupplierOptions()
  const run = useImportSupplierItems()
  const [supplierId, setSupplierId] = useState<string | null>(defaultSupplierId)
  const fieldLabel = (field: SupplierItemImportField) => t(`suppliers.importFields.${field}`)

  return (
    <CsvImportSteps
      texts="suppliers.import"
      fields={SUPPLIER_ITEM_IMPORT_FIELDS}
      aliases={SUPPLIER_ITEM_ALIASES}
      fieldLabel={fieldLabel}
      maxChars={5_000_000}
      mappingHint={t('suppliers.import.mappingHint')}
      settings={{ supplierId }}
      run={run.mutateAsync}
      // Without a code column every row is a new item, so it needs all of its fields.
      canPreview={(mapping) =>
        Boolean(
          (mapping.supplier || supplierId) &&
            (mapping.code || NEW_ITEM_FIELDS.every((field) => mapping[field])),
        )
      }
      onClose={onClose}
    >
      {({ mapping, problems }) => {
        const missing = NEW_ITEM_FIELDS.filter((field) => !mapping[field])
        return (
          <>
            <SelectField
              label={t('suppliers.import.defaultSupplier')}
              description={t('suppliers.import.defaultSupplierHint')}
              error={problems.supplierId}
              fieldClassName="sm:max-w-sm"
              emptyLabel={t('suppliers.import.noDefaultSupplier')}
              value={supplierId}
              onValueChange={setSupplierId}
              options={(suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
            {!mapping.supplier && !supplierId && (
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
          </>
        )
      }}
    </CsvImportSteps>
  )
}
