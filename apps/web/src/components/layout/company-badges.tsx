/**
 * The Trial and Cancelled badges of the selected company (spec §1). Empty until the company
 * API tells the web app about a company's trial and subscription.
 */
export function CompanyBadges() {
  return null
}
