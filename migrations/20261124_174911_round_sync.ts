import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: this round's migrations were written side by side (game art, label
 * keys, hardening, glossary and optional texts, fleet storage), each against the schema before
 * it. This migration's snapshot is the schema they add up to, so the next `migrate:create`
 * compares against all of them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
