import { render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { ProblemList } from './problem-list'

afterEach(() => changeLocale('en'))

const problems = [
  { path: 'steps.0.options.1.min', code: 'validation.required', message: '' },
  { path: 'price.base', code: 'validation.otherCurrency', message: '' },
]

test('nothing is shown without problems', () => {
  const { container } = render(<ProblemList problems={[]} title="Fix these" />)
  expect(container).toBeEmptyDOMElement()
})

test('each problem in the person’s language, with its path only when asked', async () => {
  const { rerender } = render(<ProblemList problems={problems} title="Fix these" />)
  expect(screen.getByText('Fix these')).toBeInTheDocument()
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'This field is required',
    expect.stringMatching(/currency/i),
  ])
  rerender(<ProblemList problems={problems} paths />)
  expect(screen.getByText('steps.0.options.1.min')).toBeInTheDocument()
  expect(screen.getByText('price.base')).toBeInTheDocument()
  await changeLocale('es')
  rerender(<ProblemList problems={problems.slice(0, 1)} />)
  expect(screen.getByRole('listitem')).not.toHaveTextContent('This field is required')
})
