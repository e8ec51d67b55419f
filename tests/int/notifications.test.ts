/**
 * Enquiry notifications survive a mail server that refuses and a server that dies: a small SMTP
 * server of the test's own (on SMTP_PORT, where `npm test` points the site) refuses, then accepts.
 */
import { execFile } from 'node:child_process'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Enquiry } from '@/payload-types'

import { randomAddress, serverURL, testPayload } from './helpers'

type Mail = { subject: string; to: string; body: string }

/** An SMTP server that keeps what it is sent, or refuses every connection while `accepting` is false. */
function smtpSink(port: number) {
  const state = { accepting: false, received: [] as Mail[], refused: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (state.accepting) return callback()
      state.refused++
      const error = Object.assign(new Error('Mail server busy, try later'), { responseCode: 421 })
      callback(error)
    },
    onData(stream, session, callback) {
      let body = ''
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(body)?.[1] ?? ''
        state.received.push({
          subject,
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          body,
        })
        callback()
      })
    },
  })
  return {
    state,
    listen: () =>
      new Promise<void>((resolve, reject) =>
        server.listen(port, '127.0.0.1', resolve).once('error', reject),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  seconds = 90,
): Promise<T> {
  for (let i = 0; i < seconds * 2; i++) {
    const value = await probe()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

const enquiryOf = async (company: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { company: { equals: company } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] as Enquiry | undefined
}

const mailFor = (sink: ReturnType<typeof smtpSink>, company: string) =>
  sink.state.received.find((mail) => mail.subject.includes(company))

describe('enquiry notifications', () => {
  const sink = smtpSink(Number(process.env.SMTP_PORT))
  const run = Date.now()
  beforeAll(() => sink.listen())
  afterAll(() => sink.close())

  it('are retried until the mail server takes them, and the admin sees each attempt', async () => {
    sink.state.accepting = false
    const company = `Outage ${run} Ltd`
    const response = await fetch(`${serverURL}/api/submitEnquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
      body: JSON.stringify({
        name: 'Mia',
        company,
        email: 'mia@example.com',
        country: 'Malta',
        channel: 'email',
        type: 'partnership',
        message: 'Please send us the catalogue.',
        locale: 'en-US',
        site: 'en',
      }),
    })
    expect(response.status).toBe(201)
    const stored = await enquiryOf(company)
    expect(stored?.notification).toMatch(/queued|retrying/)

    const failed = await until('a failed attempt', async () => {
      const enquiry = await enquiryOf(company)
      return enquiry?.notification === 'retrying' ? enquiry : undefined
    })
    expect(failed.notificationAttempts).toBeGreaterThanOrEqual(1)
    expect(failed.notificationError).toMatch(/busy|421/i)
    expect(sink.state.refused).toBeGreaterThan(0)
    expect(mailFor(sink, company)).toBeUndefined()

    sink.state.accepting = true
    const mail = await until('the e-mail', async () => mailFor(sink, company))
    expect(mail.body).toContain('Please send us the catalogue.')
    const sent = await until('the sent state', async () => {
      const enquiry = await enquiryOf(company)
      return enquiry?.notification === 'sent' ? enquiry : undefined
    })
    expect(sent.notificationAttempts).toBeGreaterThanOrEqual(2)
    expect(sent.notifiedAt).toBeTruthy()
    // Sent once only.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(sink.state.received.filter((m) => m.subject.includes(company))).toHaveLength(1)
  })

  it('survive a crash between storing and sending: the queue sends them afterwards', async () => {
    sink.state.accepting = false
    const company = `Crash ${run} Ltd`
    const printed = await new Promise<string>((resolve) => {
      execFile(
        'node_modules/.bin/tsx',
        ['tests/int/fixtures/store-enquiry.ts', company],
        { env: process.env },
        (_error, stdout) => resolve(stdout),
      )
    })
    const { id } = JSON.parse(printed.trim().split('\n').at(-1)!) as { id: number }
    // The process died (SIGKILL) right after its commit: the enquiry and its job are both there.
    const payload = await testPayload()
    const enquiry = await payload.findByID({ collection: 'enquiries', id, overrideAccess: true })
    expect(enquiry.company).toBe(company)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyEnquiry' }, 'input.enquiry': { equals: id } },
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)

    sink.state.accepting = true
    const mail = await until('the e-mail of the stored enquiry', async () => mailFor(sink, company))
    expect(mail.body).toContain('Stored just before the server died.')
    await until('the sent state', async () => (await enquiryOf(company))?.notification === 'sent')
  })
})
