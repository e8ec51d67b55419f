import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The game list's search and pages (issue 35): trigram indexes on the game names it matches
 * (`src/lib/searchIndexes.ts`), with the `pg_trgm` extension they need (shipped with PostgreSQL,
 * and trusted: a database's owner may create it), and the list's new labels, filled in each
 * language where they are still empty, in the published set and in its versions.
 */
/** The game list's new words, in each language, as the seed writes them: [language, texts]. */
const listLabels: [string, Record<string, string>][] = [
  ["en-US", {
    search_submit: "Search",
    search_no_match: "No games match “{query}”.",
    search_load_more: "Load more games",
    search_pages: "Game list pages",
    search_previous: "Previous",
    search_next: "Next",
    search_page: "Page {page}",
  }],
  ["hi-IN", {
    search_submit: "खोजें",
    search_no_match: "“{query}” से मेल खाता कोई गेम नहीं मिला।",
    search_load_more: "और गेम देखें",
    search_pages: "गेम सूची के पेज",
    search_previous: "पिछला",
    search_next: "अगला",
    search_page: "पेज {page}",
  }],
  ["id-ID", {
    search_submit: "Cari",
    search_no_match: "Tidak ada game yang cocok dengan “{query}”.",
    search_load_more: "Muat game lainnya",
    search_pages: "Halaman daftar game",
    search_previous: "Sebelumnya",
    search_next: "Berikutnya",
    search_page: "Halaman {page}",
  }],
  ["ja-JP", {
    search_submit: "検索",
    search_no_match: "「{query}」に一致するゲームはありません。",
    search_load_more: "ゲームをさらに表示",
    search_pages: "ゲーム一覧のページ",
    search_previous: "前へ",
    search_next: "次へ",
    search_page: "{page} ページ目",
  }],
  ["ko-KR", {
    search_submit: "검색",
    search_no_match: "“{query}”에 맞는 게임이 없습니다.",
    search_load_more: "게임 더 보기",
    search_pages: "게임 목록 페이지",
    search_previous: "이전",
    search_next: "다음",
    search_page: "{page}페이지",
  }],
  ["pt-BR", {
    search_submit: "Buscar",
    search_no_match: "Não encontramos jogos para “{query}”.",
    search_load_more: "Carregar mais jogos",
    search_pages: "Páginas da lista de jogos",
    search_previous: "Anterior",
    search_next: "Próxima",
    search_page: "Página {page}",
  }],
  ["th-TH", {
    search_submit: "ค้นหา",
    search_no_match: "ไม่พบเกมที่ตรงกับ “{query}”",
    search_load_more: "โหลดเกมเพิ่ม",
    search_pages: "หน้ารายการเกม",
    search_previous: "ก่อนหน้า",
    search_next: "ถัดไป",
    search_page: "หน้า {page}",
  }],
  ["vi-VN", {
    search_submit: "Tìm kiếm",
    search_no_match: "Không có game nào phù hợp với “{query}”.",
    search_load_more: "Xem thêm game",
    search_pages: "Các trang danh sách game",
    search_previous: "Trang trước",
    search_next: "Trang sau",
    search_page: "Trang {page}",
  }],
  ["zh-CN", {
    search_submit: "搜索",
    search_no_match: "没有与“{query}”匹配的游戏。",
    search_load_more: "加载更多游戏",
    search_pages: "游戏列表分页",
    search_previous: "上一页",
    search_next: "下一页",
    search_page: "第 {page} 页",
  }],
  ["zh-TW", {
    search_submit: "搜尋",
    search_no_match: "找不到與「{query}」相符的遊戲。",
    search_load_more: "載入更多遊戲",
    search_pages: "遊戲列表分頁",
    search_previous: "上一頁",
    search_next: "下一頁",
    search_page: "第 {page} 頁",
  }],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm;`)
  await db.execute(sql`
   ALTER TABLE "label_sets_locales" ADD COLUMN "search_submit" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_no_match" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_load_more" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_pages" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_previous" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_next" varchar;
  ALTER TABLE "label_sets_locales" ADD COLUMN "search_page" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_submit" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_no_match" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_load_more" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_pages" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_previous" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_next" varchar;
  ALTER TABLE "_label_sets_v_locales" ADD COLUMN "version_search_page" varchar;
  CREATE INDEX "games_names_eses_trgm_idx" ON "games" USING gin ("names_es_e_s" gin_trgm_ops);
  CREATE INDEX "games_names_mymm_trgm_idx" ON "games" USING gin ("names_my_m_m" gin_trgm_ops);
  CREATE INDEX "games_names_kmkh_trgm_idx" ON "games" USING gin ("names_km_k_h" gin_trgm_ops);
  CREATE INDEX "games_locales_title_trgm_idx" ON "games_locales" USING gin ("title" gin_trgm_ops);`)
  for (const [locale, texts] of listLabels)
    for (const [column, text] of Object.entries(texts)) {
      await db.execute(sql`
        UPDATE "label_sets_locales" SET ${sql.identifier(column)} = coalesce(${sql.identifier(column)}, ${text})
        WHERE "_locale" = ${locale}`)
      const version = `version_${column}`
      await db.execute(sql`
        UPDATE "_label_sets_v_locales" SET ${sql.identifier(version)} = coalesce(${sql.identifier(version)}, ${text})
        WHERE "_locale" = ${locale}`)
    }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "games_names_eses_trgm_idx";
  DROP INDEX "games_names_mymm_trgm_idx";
  DROP INDEX "games_names_kmkh_trgm_idx";
  DROP INDEX "games_locales_title_trgm_idx";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_submit";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_no_match";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_load_more";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_pages";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_previous";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_next";
  ALTER TABLE "label_sets_locales" DROP COLUMN "search_page";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_submit";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_no_match";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_load_more";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_pages";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_previous";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_next";
  ALTER TABLE "_label_sets_v_locales" DROP COLUMN "version_search_page";`)
}
