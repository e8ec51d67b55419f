import { describe, expect, it } from 'vitest'

import { env, envValue } from '@/lib/env'
import { startupProblem } from '@/server/startup'

describe('the environment', () => {
  it('gives each setting its default when unset or empty', () => {
    const settings = env({ S3_ENDPOINT: '', PORT: '' })
    expect(settings.PORT).toBe(3000)
    expect(settings.S3_ENDPOINT).toBeUndefined()
    expect(settings.LOGIN_RATE_LIMIT).toBe(20)
    expect(settings.JOBS_RUNNER).toBe(true)
    expect(settings.MIGRATE_ON_START).toBe(true)
    expect(settings.DATABASE_REPLICA_URLS).toEqual([])
  })

  it('reads numbers, switches and lists', () => {
    const settings = env({
      PORT: '8080',
      JOBS_RUNNER: '0',
      TRUSTED_PROXIES: '10.0.0.0/8, loopback',
      DATABASE_REPLICA_URLS: 'postgres://a/db, postgres://b/db',
    })
    expect(settings).toMatchObject({ PORT: 8080, JOBS_RUNNER: false })
    expect(settings.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', 'loopback'])
    expect(settings.DATABASE_REPLICA_URLS).toEqual(['postgres://a/db', 'postgres://b/db'])
  })

  it('refuses a malformed value, naming the variable', () => {
    expect(() => env({ LOGIN_RATE_LIMIT: 'twenty' })).toThrow(/LOGIN_RATE_LIMIT/)
    expect(() => env({ JOBS_RUNNER: 'yes' })).toThrow(/JOBS_RUNNER/)
  })

  it('reads a variable changed since the last read, whole or alone', () => {
    const before = process.env.LOGIN_RATE_LIMIT
    try {
      process.env.LOGIN_RATE_LIMIT = '30'
      expect(env().LOGIN_RATE_LIMIT).toBe(30)
      expect(env().LOGIN_RATE_LIMIT).toBe(30)
      process.env.LOGIN_RATE_LIMIT = '40'
      expect(env().LOGIN_RATE_LIMIT).toBe(40)
      expect(envValue('LOGIN_RATE_LIMIT')).toBe(40)
      process.env.LOGIN_RATE_LIMIT = 'forty'
      expect(() => env()).toThrow(/LOGIN_RATE_LIMIT/)
      expect(() => envValue('LOGIN_RATE_LIMIT')).toThrow(/LOGIN_RATE_LIMIT/)
    } finally {
      if (before === undefined) delete process.env.LOGIN_RATE_LIMIT
      else process.env.LOGIN_RATE_LIMIT = before
    }
  })

  it('stops the server at start with what is wrong', () => {
    const before = { ...process.env }
    try {
      Object.assign(process.env, {
        DATABASE_URL: 'postgres://localhost/starfin',
        PAYLOAD_SECRET: 'Zq8v1Lw3Xn5Bc7Md9Rf2Tg4Yh6Jk0PaUe',
        SMTP_PORT: 'twenty-five',
      })
      expect(startupProblem()).toMatch(/SMTP_PORT/)
      process.env.SMTP_PORT = '25'
      expect(startupProblem()).toBeNull()
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name]
      Object.assign(process.env, before)
    }
  })
})
