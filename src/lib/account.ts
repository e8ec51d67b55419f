import { memberAccountLength } from './constants'

/** A fresh anonymous account from the browser's cryptographic random source. */
export function randomAccount(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  const account: string[] = []
  // Rejection sampling keeps every character equally likely.
  while (account.length < memberAccountLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(memberAccountLength * 2))) {
      if (byte < 248 && account.length < memberAccountLength) account.push(alphabet[byte % 62])
    }
  }
  return account.join('')
}
