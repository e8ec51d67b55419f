import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The three labels of 20261126_004751 in each language, for a database whose label sets were
 * loaded before them: a page would otherwise say them in English, and the label sets (whose
 * fields are required) could not be published until each was typed in. What an editor has
 * written already is kept.
 */
const labels = sql`(VALUES
    ('en-US', 'Main menu', 'Site links', 'Last updated: {date}'),
    ('hi-IN', 'मुख्य मेनू', 'साइट के लिंक', 'अंतिम अपडेट: {date}'),
    ('id-ID', 'Menu utama', 'Tautan situs', 'Terakhir diperbarui: {date}'),
    ('ja-JP', 'メインメニュー', 'フッターメニュー', '最終更新日：{date}'),
    ('ko-KR', '주 메뉴', '하단 메뉴', '최종 수정일: {date}'),
    ('pt-BR', 'Menu principal', 'Links do site', 'Última atualização: {date}'),
    ('th-TH', 'เมนูหลัก', 'ลิงก์ของเว็บไซต์', 'ปรับปรุงล่าสุดเมื่อ {date}'),
    ('vi-VN', 'Menu chính', 'Liên kết trang web', 'Cập nhật lần cuối: {date}'),
    ('zh-CN', '主菜单', '页脚链接', '最后更新：{date}'),
    ('zh-TW', '主選單', '頁尾連結', '最後更新：{date}')
) AS t(locale, main_nav_label, footer_links, terms_updated)`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "label_sets_locales" AS l SET
    "main_nav_label" = coalesce(l."main_nav_label", t.main_nav_label),
    "footer_links" = coalesce(l."footer_links", t.footer_links),
    "terms_updated" = coalesce(l."terms_updated", t.terms_updated)
    FROM ${labels} WHERE l."_locale"::text = t.locale;
  UPDATE "_label_sets_v_locales" AS l SET
    "version_main_nav_label" = coalesce(l."version_main_nav_label", t.main_nav_label),
    "version_footer_links" = coalesce(l."version_footer_links", t.footer_links),
    "version_terms_updated" = coalesce(l."version_terms_updated", t.terms_updated)
    FROM ${labels} WHERE l."_locale"::text = t.locale;`)
}

/** Nothing to undo: the columns go with the migration before. */
export async function down(_: MigrateDownArgs): Promise<void> {}
