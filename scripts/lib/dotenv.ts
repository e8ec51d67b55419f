/**
 * Loads `.env` (if present) without overriding the real environment. Every script that
 * package.json runs imports this module first, so that no module reads a setting
 * (`EMBEDDED_PG_PORT`, `DATA_DIR`, `PORT`, `TEST_PORT`…) before the file is loaded: imports are
 * evaluated in order, and this one has no imports of its own to go before it
 * (tests/unit/scripts.test.ts checks both).
 */
import { existsSync } from 'node:fs'

if (existsSync('.env')) process.loadEnvFile('.env')
