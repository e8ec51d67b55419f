import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Label keys named for what they are (mainNav.home, gameMenu.arcade, gameDetail.maxMultiplier,
 * release, supportedLanguages, supportedPlatforms, titles.featuredGames, supportedLanguages,
 * buttons.freeTrial). Columns are renamed, not dropped and re-added, so that every language's
 * texts and their history stay as editors and translators left them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "label_sets_locales" RENAME COLUMN "main_nav_index" TO "main_nav_home";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_main_nav_index" TO "version_main_nav_home";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_menu_street" TO "game_menu_arcade";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_menu_street" TO "version_game_menu_arcade";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_scale" TO "game_detail_max_multiplier";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_scale" TO "version_game_detail_max_multiplier";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_public" TO "game_detail_release";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_public" TO "version_game_detail_release";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_lan" TO "game_detail_supported_languages";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_lan" TO "version_game_detail_supported_languages";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_os" TO "game_detail_supported_platforms";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_os" TO "version_game_detail_supported_platforms";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "titles_lan" TO "titles_supported_languages";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_titles_lan" TO "version_titles_supported_languages";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "titles_game_index" TO "titles_featured_games";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_titles_game_index" TO "version_titles_featured_games";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "buttons_free" TO "buttons_free_trial";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_buttons_free" TO "version_buttons_free_trial";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "label_sets_locales" RENAME COLUMN "main_nav_home" TO "main_nav_index";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_main_nav_home" TO "version_main_nav_index";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_menu_arcade" TO "game_menu_street";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_menu_arcade" TO "version_game_menu_street";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_max_multiplier" TO "game_detail_scale";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_max_multiplier" TO "version_game_detail_scale";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_release" TO "game_detail_public";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_release" TO "version_game_detail_public";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_supported_languages" TO "game_detail_lan";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_supported_languages" TO "version_game_detail_lan";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "game_detail_supported_platforms" TO "game_detail_os";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_game_detail_supported_platforms" TO "version_game_detail_os";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "titles_supported_languages" TO "titles_lan";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_titles_supported_languages" TO "version_titles_lan";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "titles_featured_games" TO "titles_game_index";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_titles_featured_games" TO "version_titles_game_index";
  ALTER TABLE "label_sets_locales" RENAME COLUMN "buttons_free_trial" TO "buttons_free";
  ALTER TABLE "_label_sets_v_locales" RENAME COLUMN "version_buttons_free_trial" TO "version_buttons_free";`)
}
