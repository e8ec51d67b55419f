/**
 * `npm run create-admin -- --email you@example.com [--name "Your Name"]`: makes an admin account,
 * the way a studio gets its first one outside a local start. Asks for the password (twice, not
 * shown), or takes ADMIN_PASSWORD from the environment (ADMIN_EMAIL stands in for --email).
 */
import './lib/dotenv'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'

import { createAdmin, minimumPasswordLength } from '../src/admin/firstAdmin'

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } })
const email = values.email ?? process.env.ADMIN_EMAIL
if (!email) {
  console.error(
    'usage: npm run create-admin -- --email you@example.com [--name "Your Name"]   (the password is asked for, or read from ADMIN_PASSWORD)',
  )
  process.exit(2)
}

/** Reads a line from the terminal without echoing it. */
async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process
  if (!stdin.isTTY)
    throw new Error('No terminal to ask for the password on: set ADMIN_PASSWORD instead.')
  stdout.write(question)
  stdin.setRawMode(true)
  stdin.resume()
  let answer = ''
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      for (const char of data.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          return resolve(answer)
        }
        if (char === '\u0003') return reject(new Error('Cancelled.'))
        if (char === '\u007f') answer = answer.slice(0, -1)
        else answer += char
      }
    }
    stdin.on('data', onData)
  })
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD
  const first = await askHidden(
    `Password for ${email} (at least ${minimumPasswordLength} characters): `,
  )
  const again = await askHidden('The same password again: ')
  if (first !== again) throw new Error('The two passwords differ.')
  return first
}

try {
  const secret = await password()
  const payload = await getPayload({ config })
  const user = await createAdmin(payload, { email, password: secret, name: values.name })
  console.log(
    `✔ Admin account ${user.email} made. Sign in at ${process.env.NEXT_PUBLIC_SERVER_URL || ''}/admin`,
  )
  process.exit(0)
} catch (error) {
  console.error(`✖ ${(error as Error).message}`)
  process.exit(1)
}
