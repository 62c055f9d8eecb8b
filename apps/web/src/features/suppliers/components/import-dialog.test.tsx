import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { json, renderAt, stubApi } from '@/test/render'
import { aSupplier } from '../testing'
import { ImportDialog } from './import-dialog'

afterEach(() => vi.unstubAllGlobals())

const SLOW = { timeout: 20_000 }
const timber = aSupplier({ name: 'Timber & Board' })
const CSV = [
  '\uFEFFSKU;Item name;"Unit";Unit cost (EUR);Waste %;Notes',
  'BP-18;Birch plywood 18 mm;m2;45,50;10;',
  'HN-1;Hinge;piece;;;"soft; close"',
  'XX;;m2;abc;;',
].join('\r\n')

function renderDialog() {
  renderAt(<ImportDialog open onOpenChange={vi.fn()} defaultSupplierId={timber.id} />, {
    path: '/admin/suppliers',
    url: '/admin/suppliers?tab=items',
  })
}

test(
  'the file’s columns are found and matched, a preview explains each problem, then it imports',
  SLOW,
  async () => {
    const calls = stubApi(({ path, body }) => {
      if (path.startsWith('/suppliers')) return { items: [timber], total: 1 }
      const dryRun = (body as { dryRun: boolean }).dryRun
      return {
        rows: [
          { line: 2, action: 'create', name: 'Birch plywood 18 mm', errors: [] },
          {
            line: 3,
            action: 'error',
            name: 'Hinge',
            errors: [{ field: 'unitCost', code: 'validation.required', message: 'Required' }],
          },
          {
            line: 4,
            action: 'error',
            name: '',
            errors: [
              { field: 'name', code: 'required', message: 'Required' },
              { field: 'unitCost', code: 'weird_code', message: 'Not a number: abc' },
            ],
          },
        ],
        created: 1,
        updated: 0,
        failed: 2,
        dryRun,
      }
    })
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Import items from a CSV file' })
    const user = userEvent.setup()
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled()
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([CSV], 'prices.csv', { type: 'text/csv' }),
    )

    expect(
      await within(dialog).findByText('3 rows, 6 columns separated by “;”.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Supplier code' })).toHaveTextContent('SKU')
    expect(within(dialog).getByRole('combobox', { name: 'Name' })).toHaveTextContent('Item name')
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveTextContent('Unit')
    expect(within(dialog).getByRole('combobox', { name: 'Unit cost' })).toHaveTextContent(
      'Unit cost (EUR)',
    )
    expect(within(dialog).getByRole('combobox', { name: 'Waste (%)' })).toHaveTextContent('Waste %')
    expect(within(dialog).getByRole('combobox', { name: 'Supplier' })).toHaveTextContent(
      'Not imported',
    )
    expect(
      within(dialog).getByRole('combobox', { name: 'Supplier for rows without one' }),
    ).toHaveTextContent('Timber & Board')

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }))
    const result = await within(dialog).findByTestId('import-result')
    expect(result).toHaveTextContent('1 to create, 0 to update, 2 with problems')
    expect(calls.at(-1)?.body).toEqual({
      // Decoding the file as UTF-8 drops its byte order mark.
      csv: CSV.slice(1),
      mapping: {
        name: 'Item name',
        code: 'SKU',
        unit: 'Unit',
        unitCost: 'Unit cost (EUR)',
        wastePercent: 'Waste %',
      },
      supplierId: timber.id,
      dryRun: true,
    })
    expect(within(dialog).getByTestId('import-error-3')).toHaveTextContent(
      'HingeUnit cost: This field is required',
    )
    // A bare code is looked up among the validation messages; an unknown one keeps its words.
    expect(within(dialog).getByTestId('import-error-4')).toHaveTextContent(
      'Name: This field is required',
    )
    expect(within(dialog).getByTestId('import-error-4')).toHaveTextContent(
      'Unit cost: Not a number: abc',
    )
    expect(within(dialog).queryByTestId('import-error-2')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Import 1 item' }))
    expect(
      await within(dialog).findByText(/1 created, 0 updated, 2 not imported/),
    ).toBeInTheDocument()
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts.map((c) => (c.body as { dryRun: boolean }).dryRun)).toEqual([true, false])
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument()
  },
)

test(
  'a file without a header is refused; the server’s word on a column lands beside it',
  SLOW,
  async () => {
    stubApi(({ path }) => {
      if (path.startsWith('/suppliers')) return { items: [timber], total: 1 }
      return json(400, {
        message: 'Invalid',
        code: 'validation_failed',
        details: [{ path: 'mapping.name', code: 'validation.unknownColumn', message: 'No column' }],
      })
    })
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Import items from a CSV file' })
    const user = userEvent.setup()
    const file = within(dialog).getByLabelText('CSV file')
    await user.upload(file, new File(['\n\n'], 'empty.csv', { type: 'text/csv' }))
    expect(
      await within(dialog).findByText('This file has no header row naming its columns.'),
    ).toBeInTheDocument()

    await user.upload(file, new File(['name,unit,unit cost\nA,m,1'], 'a.csv', { type: 'text/csv' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('Some fields are invalid')).toBeInTheDocument()
    // The code is one of ours, so the reader gets it in their language.
    expect(within(dialog).getByRole('combobox', { name: 'Name' })).toHaveAccessibleDescription(
      'The file has no column with this name',
    )
  },
)
