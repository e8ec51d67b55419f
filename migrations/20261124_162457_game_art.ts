import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each game's motif and palette become Games fields. Until now the site read them from the
 * seed's game files at request time; existing games keep the art their covers were drawn with
 * (these values, as the game files held them), and their versions with them.
 */
const artOfSeededGames = sql.raw(`VALUES
    (24, 'lantern', '#ff4d2e', '#ffd166', '#1f0a1a'),
    (63, 'tiger', '#2ecc71', '#f9c80e', '#0b2218'),
    (65, 'koi', '#ff7f50', '#7fdbff', '#04223a'),
    (68, 'ingot', '#ffb400', '#fff3b0', '#2a1800'),
    (104, 'dice', '#e0312b', '#ffcf40', '#1e0707'),
    (158, 'fortune-cat', '#ff5fa2', '#ffe066', '#2b0b24'),
    (180, 'dragon', '#4fc3f7', '#e0f7ff', '#0a1a33'),
    (181, 'dragon', '#9b5cff', '#5ef2ff', '#140a2e'),
    (182, 'dragon', '#ff5a1f', '#ffd23f', '#260a05'),
    (323, 'seven', '#ff2e4d', '#dfe8f2', '#1a0d14'),
    (405, 'panda', '#4cd964', '#f4f1de', '#0d1f12'),
    (406, 'phoenix', '#ff2e63', '#ffb86b', '#1a0410'),
    (407, 'fruit', '#7ed321', '#ffd23f', '#1c1030'),
    (408, 'bell', '#f5b700', '#fff1b8', '#2a1206'),
    (409, 'wizard', '#8b5cf6', '#fcd34d', '#160b36'),
    (410, 'unicorn', '#ff5fa2', '#a5f3fc', '#1f0a2e'),
    (411, 'gold-nugget', '#ffb300', '#ffe57f', '#2a1a08'),
    (415, 'turtle', '#3d7eff', '#9ef0c9', '#07122a'),
    (416, 'coin', '#00c2a8', '#ffd23f', '#06201d'),
    (417, 'moon', '#a78bfa', '#fde68a', '#120d2b'),
    (418, 'coin', '#e07a3f', '#ffd59e', '#1e130c'),
    (419, 'diamond', '#27d3ff', '#f2fbff', '#071a33'),
    (420, 'crown', '#b23cff', '#ffcf40', '#1d0a2e'),
    (421, 'castle', '#f97316', '#fde68a', '#1b1210'),
    (422, 'potion', '#22c55e', '#d9f99d', '#0a1f16'),
    (423, 'crystal', '#06b6d4', '#cffafe', '#081a2e'),
    (424, 'moon', '#818cf8', '#f1f5f9', '#0b1026'),
    (425, 'horseshoe', '#e5484d', '#ffcf70', '#2b0f0e'),
    (426, 'sheriff-star', '#4da3ff', '#f2f5ff', '#0d1a2e'),
    (427, 'cactus', '#2ecc71', '#ff7eb6', '#0f2418'),
    (428, 'fish', '#2ec4b6', '#f7e07b', '#0f2a26'),
    (433, 'mask', '#ff2d55', '#ffcc00', '#200014'),
    (434, 'unicorn', '#00e5ff', '#ffd700', '#0b1030'),
    (435, 'star', '#ff3fd8', '#fff35c', '#120828'),
    (436, 'clover', '#21d07a', '#ffe066', '#06231a'),
    (437, 'sun', '#f59e0b', '#fff3a3', '#2b0f05'),
    (438, 'pyramid', '#14b8a6', '#fcd34d', '#15110a'),
    (439, 'wagon', '#ff6b1a', '#ffd166', '#1c1a24'),
    (440, 'sun', '#ff5e3a', '#ffc94d', '#2a0d2e'),
    (441, 'turtle', '#06d6a0', '#ffe66d', '#05303a'),
    (443, 'bell', '#ff6b35', '#e8edf2', '#161b26'),
    (445, 'coin', '#f5a623', '#fff3b0', '#1a1430'),
    (446, 'star', '#ff8c42', '#ffe9a3', '#1b0f2e'),
    (447, 'tiger', '#5b8cff', '#e8f1ff', '#0c1424'),
    (448, 'crystal', '#2f6bff', '#9ee7ff', '#060d26'),
    (449, 'diamond', '#e0115f', '#ffc2d6', '#25040f'),
    (450, 'mask', '#e11d48', '#fbbf24', '#1a0612'),
    (451, 'flower', '#4ade80', '#f0abfc', '#0b1a12'),
    (452, 'crown', '#f472b6', '#fde047', '#2a0b24'),
    (453, 'ingot', '#e0763c', '#7fe7dc', '#241310'),
    (454, 'pickaxe', '#00c2d1', '#ffd24a', '#0b1b22'),
    (455, 'flower', '#ff4f8b', '#ffd1e0', '#2a0a1c'),
    (456, 'mermaid', '#ff6fd8', '#c7f0ff', '#1a0b3b'),
    (457, 'whale', '#1e90ff', '#9af5ff', '#04162e'),
    (459, 'ingot', '#f5b700', '#fff4cc', '#3b0a12'),
    (460, 'seven', '#00e5ff', '#ff4fa3', '#0b0a1f'),
    (461, 'rocket', '#38bdf8', '#f97316', '#070b1f'),
    (462, 'phoenix', '#ef4444', '#fdba74', '#1c0606'),
    (463, 'moon', '#8b7bff', '#e6e1ff', '#120f2b'),
    (465, 'flower', '#ff4f9a', '#ffd6e8', '#240818'),
    (466, 'crown', '#d4af37', '#fff8e1', '#0e0e14'),
    (467, 'fruit', '#ff4d6d', '#b6ff5c', '#1f0a12'),
    (468, 'star', '#60a5fa', '#fef9c3', '#0a1128'),
    (469, 'diamond', '#2dd4bf', '#e0e7ff', '#0d1420'),
    (470, 'seven', '#ff2e4c', '#ffe14d', '#1d0b12'),
    (471, 'coin', '#ffb800', '#7df9ff', '#101826'),
    (473, 'seven', '#9d4dff', '#ffd23f', '#150826'),
    (474, 'dragon', '#9333ea', '#f97316', '#0f0a14'),
    (475, 'octopus', '#ff4d9d', '#ffd23f', '#220a2f'),
    (477, 'rocket', '#ff7a18', '#37f5d2', '#0c1a24'),
    (483, 'wizard', '#7dd3fc', '#e0f7ff', '#061224'),
    (701, 'fish', '#ff5a5f', '#ffd166', '#0b1d3a'),
    (702, 'octopus', '#7b5cff', '#39f3ff', '#050a1f'),
    (40001, 'coin', '#e63946', '#f1faee', '#102a2e'),
    (40002, 'dragon', '#ff3b3b', '#ffcc33', '#0a1630'),
    (40003, 'whale', '#3fb8ff', '#d8f6ff', '#0b1530'),
    (40004, 'rocket', '#c026d3', '#67e8f9', '#0b0420'),
    (40005, 'diamond', '#29e0ff', '#ff8af0', '#10122a'),
    (40006, 'shark', '#ff7b00', '#00e5ff', '#071726'),
    (40007, 'anchor', '#f4a261', '#ffe066', '#1a1208'),
    (40008, 'lantern', '#ffb703', '#ff5d8f', '#0d1b2a'),
    (50008, 'diamond', '#00ffa3', '#ff3df2', '#0a0f24'),
    (50016, 'castle', '#fb7185', '#fde68a', '#1e1033'),
    (60007, 'unicorn', '#a78bfa', '#5eead4', '#0e0a24'),
    (60009, 'horseshoe', '#d9822b', '#ffe0a3', '#1f130a'),
    (60010, 'star', '#ff3d57', '#5cc8ff', '#0e1630')`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" ADD COLUMN "art_motif" varchar;
  ALTER TABLE "games" ADD COLUMN "art_accent" varchar;
  ALTER TABLE "games" ADD COLUMN "art_highlight" varchar;
  ALTER TABLE "games" ADD COLUMN "art_background" varchar;
  ALTER TABLE "_games_v" ADD COLUMN "version_art_motif" varchar;
  ALTER TABLE "_games_v" ADD COLUMN "version_art_accent" varchar;
  ALTER TABLE "_games_v" ADD COLUMN "version_art_highlight" varchar;
  ALTER TABLE "_games_v" ADD COLUMN "version_art_background" varchar;`)
  await db.execute(sql`
  UPDATE "games" SET "art_motif" = art.motif, "art_accent" = art.accent,
    "art_highlight" = art.highlight, "art_background" = art.background
  FROM (${artOfSeededGames}) AS art (game_id, motif, accent, highlight, background)
  WHERE "games"."game_id" = art.game_id;
  UPDATE "_games_v" SET "version_art_motif" = g.art_motif, "version_art_accent" = g.art_accent,
    "version_art_highlight" = g.art_highlight, "version_art_background" = g.art_background
  FROM "games" g WHERE "_games_v"."parent_id" = g.id;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "games" DROP COLUMN "art_motif";
  ALTER TABLE "games" DROP COLUMN "art_accent";
  ALTER TABLE "games" DROP COLUMN "art_highlight";
  ALTER TABLE "games" DROP COLUMN "art_background";
  ALTER TABLE "_games_v" DROP COLUMN "version_art_motif";
  ALTER TABLE "_games_v" DROP COLUMN "version_art_accent";
  ALTER TABLE "_games_v" DROP COLUMN "version_art_highlight";
  ALTER TABLE "_games_v" DROP COLUMN "version_art_background";`)
}
