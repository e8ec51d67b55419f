import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * `npm start` now loads the demo content until the seed's own mark says it finished (the
 * `demo-content` key of Payload's key-value store), rather than only into a database without
 * games. A database that had games before this release was seeded by the old rule, or filled by
 * editors: it gets the mark, so a restart leaves it as it is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  INSERT INTO "payload_kv" ("key", "data")
  SELECT 'demo-content', '{"finishedAt": null, "markedBy": "20261125_110114_demo_content_mark"}'::jsonb
  WHERE EXISTS (SELECT 1 FROM "games")
  ON CONFLICT ("key") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_kv"
  WHERE "key" = 'demo-content' AND "data"->>'markedBy' = '20261125_110114_demo_content_mark';`)
}
