import { type Money, type QuoteUpdate, quoteUpdateSchema } from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { expect, test } from 'vitest'
import { ApiError } from '@/lib/api'
import { applyServerErrors } from '@/lib/forms'
import { type QuoteForm, type QuoteValues, quoteFieldPaths } from './quote-form'
import { QuoteLines } from './quote-lines'

const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

const draft: QuoteUpdate = {
  status: 'draft',
  lines: [{ label: 'Dining table', quantity: 2, unitPrice: eur(80_000) }],
  discount: eur(0),
  validUntil: null,
  notes: '',
  version: 1,
}

/** The lines of a draft quote in euros, tax included, handing its form out to the test. */
function Harness({ onForm }: { onForm: (form: QuoteForm) => void }) {
  const form = useForm<QuoteUpdate, unknown, QuoteValues>({
    resolver: zodResolver(quoteUpdateSchema),
    defaultValues: draft,
  })
  onForm(form)
  return (
    <QuoteLines
      form={form}
      quote={{ price: eur(160_000), taxPercent: 21, taxIncluded: true }}
      editable
    />
  )
}

function renderLines() {
  let held: QuoteForm | undefined
  render(<Harness onForm={(form) => (held = form)} />)
  return () => held!
}

test('amounts are typed in the quote’s currency and reach the form as Money', async () => {
  const form = renderLines()
  const user = userEvent.setup()
  const totals = screen.getByTestId('quote-totals')
  expect(within(totals).getByTestId('quote-total')).toHaveTextContent('€1,600.00')

  await user.click(screen.getByRole('button', { name: 'Add a line' }))
  await user.type(screen.getByRole('textbox', { name: 'Line 2: description' }), 'Delivery')
  await user.type(screen.getByRole('textbox', { name: 'Line 2: unit price' }), '50')
  const discount = screen.getByRole('textbox', { name: 'Discount' })
  await user.clear(discount)
  await user.type(discount, '100')

  expect(screen.getByTestId('quote-line-amount-1')).toHaveTextContent('€50.00')
  expect(screen.getByTestId('quote-discount')).toHaveTextContent('−€100.00')
  expect(screen.getByTestId('quote-total')).toHaveTextContent('€1,550.00')
  expect(form().getValues()).toMatchObject({
    lines: [
      { label: 'Dining table', quantity: 2, unitPrice: eur(80_000) },
      { label: 'Delivery', quantity: 1, unitPrice: eur(5_000) },
    ],
    discount: eur(10_000),
  })
})

test('the server’s problems with an amount land on its field', async () => {
  const form = renderLines()
  const refused = new ApiError(400, 'validation_failed', 'Some fields are invalid', [
    { path: 'lines.0.unitPrice', code: 'validation.currency', message: '' },
    { path: 'discount.amount', code: 'validation.notNegative', message: '' },
  ])
  let placed = false
  act(() => {
    placed = applyServerErrors(refused, form().setError, quoteFieldPaths(draft))
  })
  expect(placed).toBe(true)
  expect(within(screen.getByTestId('quote-line-0')).getByRole('alert')).toHaveTextContent(
    'Use a currency code such as EUR or USD',
  )
  expect(screen.getByRole('textbox', { name: 'Line 1: unit price' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(screen.getByText('This cannot be negative')).toBeVisible()
})
