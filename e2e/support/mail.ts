const MAILBOX = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 3103}`

/** The latest mail received by the test SMTP server for this address, waiting for it to arrive. */
export async function latestMail(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await fetch(`${MAILBOX}/latest?to=${encodeURIComponent(to)}`)
    if (res.ok) return res.text()
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`)
}
