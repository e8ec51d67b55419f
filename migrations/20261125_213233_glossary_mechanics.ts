import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_glossary_terms_key" ADD VALUE 'cascade';
  ALTER TYPE "public"."enum_glossary_terms_key" ADD VALUE 'expandingWild';
  ALTER TYPE "public"."enum_glossary_terms_key" ADD VALUE 'stickyWild';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "glossary_terms" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_glossary_terms_key";
  CREATE TYPE "public"."enum_glossary_terms_key" AS ENUM('slot', 'fishingGame', 'arcadeGame', 'boardGame', 'game', 'games', 'freeTrial', 'playNow', 'stake', 'multiplier', 'freeSpins', 'hot', 'new', 'rtp', 'volatility', 'maxWin', 'buyFeature', 'paylines', 'ways', 'jackpot', 'respin', 'boss');
  ALTER TABLE "glossary_terms" ALTER COLUMN "key" SET DATA TYPE "public"."enum_glossary_terms_key" USING "key"::"public"."enum_glossary_terms_key";`)
}
