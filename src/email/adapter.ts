import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { env } from '@/lib/env'

const settings = env()

const from = {
  defaultFromAddress: settings.SMTP_FROM_ADDRESS,
  defaultFromName: 'Starfin Games',
}

/** Without SMTP, outgoing mail (enquiry notifications, password resets) is written to the log. */
const logOnly: EmailAdapter = ({ payload }) => ({
  name: 'log',
  ...from,
  sendEmail: async (message) => {
    payload.logger.info(
      `E-mail not sent (no SMTP_HOST configured) — to: ${String(message.to)}; subject: ${message.subject ?? ''}`,
    )
  },
})

export const emailAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  settings.SMTP_HOST
    ? nodemailerAdapter({
        ...from,
        // The server starts whether or not the mail server answers; notifications wait in the job queue.
        skipVerify: true,
        transportOptions: {
          // Fail fast and let the job queue retry, rather than hold a runner for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
          host: settings.SMTP_HOST,
          port: settings.SMTP_PORT,
          auth: settings.SMTP_USER
            ? { user: settings.SMTP_USER, pass: settings.SMTP_PASS }
            : undefined,
        },
      })
    : logOnly
