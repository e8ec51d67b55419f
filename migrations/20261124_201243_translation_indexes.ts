import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "games_features_locales_parent_idx" ON "games_features_locales" USING btree ("_parent_id");
  CREATE INDEX "games_locales_parent_idx" ON "games_locales" USING btree ("_parent_id");
  CREATE INDEX "_games_v_version_features_locales_parent_idx" ON "_games_v_version_features_locales" USING btree ("_parent_id");
  CREATE INDEX "_games_v_locales_parent_idx" ON "_games_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_hero_locales_parent_idx" ON "home_sections_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_featured_games_locales_parent_idx" ON "home_sections_blocks_featured_games_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_fishing_games_locales_parent_idx" ON "home_sections_blocks_fishing_games_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_services_locales_parent_idx" ON "home_sections_blocks_services_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_about_claims_locales_parent_idx" ON "home_sections_blocks_about_claims_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_about_locales_parent_idx" ON "home_sections_blocks_about_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_vision_locales_parent_idx" ON "home_sections_blocks_vision_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_blocks_contact_locales_parent_idx" ON "home_sections_blocks_contact_locales" USING btree ("_parent_id");
  CREATE INDEX "home_sections_locales_parent_idx" ON "home_sections_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_hero_locales_parent_idx" ON "_home_sections_v_blocks_hero_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_featured_games_locales_parent_idx" ON "_home_sections_v_blocks_featured_games_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_fishing_games_locales_parent_idx" ON "_home_sections_v_blocks_fishing_games_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_services_locales_parent_idx" ON "_home_sections_v_blocks_services_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_about_claims_locales_parent_idx" ON "_home_sections_v_blocks_about_claims_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_about_locales_parent_idx" ON "_home_sections_v_blocks_about_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_vision_locales_parent_idx" ON "_home_sections_v_blocks_vision_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_blocks_contact_locales_parent_idx" ON "_home_sections_v_blocks_contact_locales" USING btree ("_parent_id");
  CREATE INDEX "_home_sections_v_locales_parent_idx" ON "_home_sections_v_locales" USING btree ("_parent_id");
  CREATE INDEX "label_sets_locales_parent_idx" ON "label_sets_locales" USING btree ("_parent_id");
  CREATE INDEX "_label_sets_v_locales_parent_idx" ON "_label_sets_v_locales" USING btree ("_parent_id");
  CREATE INDEX "form_labels_locales_parent_idx" ON "form_labels_locales" USING btree ("_parent_id");
  CREATE INDEX "_form_labels_v_locales_parent_idx" ON "_form_labels_v_locales" USING btree ("_parent_id");
  CREATE INDEX "demo_labels_locales_parent_idx" ON "demo_labels_locales" USING btree ("_parent_id");
  CREATE INDEX "_demo_labels_v_locales_parent_idx" ON "_demo_labels_v_locales" USING btree ("_parent_id");
  CREATE INDEX "glossary_terms_locales_parent_idx" ON "glossary_terms_locales" USING btree ("_parent_id");
  CREATE INDEX "glossary_locales_parent_idx" ON "glossary_locales" USING btree ("_parent_id");
  CREATE INDEX "terms_page_locales_parent_idx" ON "terms_page_locales" USING btree ("_parent_id");
  CREATE INDEX "_terms_page_v_locales_parent_idx" ON "_terms_page_v_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "games_features_locales_parent_idx";
  DROP INDEX "games_locales_parent_idx";
  DROP INDEX "_games_v_version_features_locales_parent_idx";
  DROP INDEX "_games_v_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "home_sections_blocks_hero_locales_parent_idx";
  DROP INDEX "home_sections_blocks_featured_games_locales_parent_idx";
  DROP INDEX "home_sections_blocks_fishing_games_locales_parent_idx";
  DROP INDEX "home_sections_blocks_services_locales_parent_idx";
  DROP INDEX "home_sections_blocks_about_claims_locales_parent_idx";
  DROP INDEX "home_sections_blocks_about_locales_parent_idx";
  DROP INDEX "home_sections_blocks_vision_locales_parent_idx";
  DROP INDEX "home_sections_blocks_contact_locales_parent_idx";
  DROP INDEX "home_sections_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_hero_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_featured_games_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_fishing_games_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_services_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_about_claims_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_about_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_vision_locales_parent_idx";
  DROP INDEX "_home_sections_v_blocks_contact_locales_parent_idx";
  DROP INDEX "_home_sections_v_locales_parent_idx";
  DROP INDEX "label_sets_locales_parent_idx";
  DROP INDEX "_label_sets_v_locales_parent_idx";
  DROP INDEX "form_labels_locales_parent_idx";
  DROP INDEX "_form_labels_v_locales_parent_idx";
  DROP INDEX "demo_labels_locales_parent_idx";
  DROP INDEX "_demo_labels_v_locales_parent_idx";
  DROP INDEX "glossary_terms_locales_parent_idx";
  DROP INDEX "glossary_locales_parent_idx";
  DROP INDEX "terms_page_locales_parent_idx";
  DROP INDEX "_terms_page_v_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";`)
}
