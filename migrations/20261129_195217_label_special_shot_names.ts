import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The fishing demo's special shots get names (`demo.shotNet`, `shotLightning`, `shotBomb`), read
 * aloud and shown as each button's tooltip. Schema only: a database loaded before shows the English
 * names until the translators write theirs, and the translation status lists them as missing.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_shot_net" varchar;
  ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_shot_lightning" varchar;
  ALTER TABLE "demo_labels_locales" ADD COLUMN "demo_shot_bomb" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_shot_net" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_shot_lightning" varchar;
  ALTER TABLE "_demo_labels_v_locales" ADD COLUMN "version_demo_shot_bomb" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_shot_net";
  ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_shot_lightning";
  ALTER TABLE "demo_labels_locales" DROP COLUMN "demo_shot_bomb";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_shot_net";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_shot_lightning";
  ALTER TABLE "_demo_labels_v_locales" DROP COLUMN "version_demo_shot_bomb";`)
}
