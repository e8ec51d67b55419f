import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The US copywriter's review (issue 36) on a database whose demo content was loaded before it:
 * the English interface words and the English glossary now say "free demo" for the play-money
 * version of a game (a US reader takes "free trial" for a time-limited test of something paid for
 * later), "bet" for "stake", "Play free demo" for "Play now", one name for the introduction button
 * and its heading, and the 404's "Try one of these instead:". A text is replaced only where it is
 * still the one the seed wrote, in the published entry and in its latest version (what the admin
 * edits); what an editor has written since is kept. The games' English texts and the English
 * terms page reach a database by the seed (`npm run seed -- --reset`) or by editors.
 *
 * Translation freshness: a translation whose recorded English (its stamp in `translation_states`)
 * is the English replaced here is recorded as made from the new English, so it stays current.
 * The translations already say "demo" and "bet" in their own words (無料体験, 무료 체험, dinheiro
 * fictício, दाँव, 投注…); the change is one of US wording in the source, and flagging nine
 * languages' texts for review would send translators to confirm what they have right. A
 * translation stamped with other English was already out of date and stays so; one without a
 * stamp counts as current whatever the English says, and still does.
 */

/** [table of the global, column, text path, English as seeded, English now] */
const labels: [string, string, string, string, string][] = [
  ['label_sets', 'game_detail_bet_range', 'gameDetail.betRange', 'Stake range', 'Bet range'],
  ['label_sets', 'game_detail_introduction', 'gameDetail.introduction', 'Game overview', 'About the game'],
  [
    'label_sets',
    'titles_game_list_description',
    'titles.gameListDescription',
    'Slots, fishing games, and arcade games from Starfin Games that run in any browser, on phone or desktop. Start a free trial of any game, no sign-up needed.',
    'Slots, fishing games, and arcade games from Starfin Games that run in any browser, on phone or desktop. Play a free demo of any game, no sign-up needed.',
  ],
  [
    'label_sets',
    'titles_terms_description',
    'titles.termsDescription',
    'The terms and conditions for using the Starfin Games website and playing its free trials.',
    'The terms and conditions for using the Starfin Games website and playing its free demos.',
  ],
  ['label_sets', 'titles_play', 'titles.play', '{title} – Free trial', '{title} – Free demo'],
  ['label_sets', 'buttons_free_trial', 'buttons.freeTrial', 'Free trial available', 'Free demo available'],
  ['label_sets', 'buttons_play', 'buttons.play', 'Play now', 'Play free demo'],
  ['label_sets', 'buttons_view_all', 'buttons.viewAll', 'View all games', 'Browse all games'],
  ['label_sets', 'kinds_fish', 'kinds.fish', 'Fishing game', 'Fishing'],
  [
    'label_sets',
    'not_found_help',
    'notFound.help',
    'The address may be mistyped, or the page may have moved. You can go on from here:',
    'The address may be mistyped, or the page may have moved. Try one of these instead:',
  ],
  [
    'label_sets',
    'footer_responsible',
    'footer.responsible',
    'Our games are for entertainment only. Free trials use play money and never pay out real money.',
    'Our games are for entertainment only. Free demos use play money and never pay out real money.',
  ],
  [
    'demo_labels',
    'demo_not_available',
    'demo.notAvailable',
    'A free trial of this game is not available yet.',
    'A free demo of this game is not available yet.',
  ],
  ['demo_labels', 'demo_bet', 'demo.bet', 'Stake', 'Bet'],
  [
    'demo_labels',
    'demo_insufficient_balance',
    'demo.insufficientBalance',
    'Your balance is too low for this stake.',
    'Your balance is too low for this bet.',
  ],
  ['demo_labels', 'demo_stake', 'demo.stake', 'Stake', 'Bet'],
]

/** The English glossary's rows: [term key, field, as seeded, now] (`avoid` one variant a line). */
const glossary: [string, 'term' | 'avoid' | 'note', string, string][] = [
  ['freeTrial', 'term', 'free trial', 'free demo'],
  ['freeTrial', 'avoid', 'free demo\nfree play', 'free trial\nfree play'],
  [
    'freeTrial',
    'note',
    'The play-money version of a game; the verb is "try ... for free".',
    'The play-money version of a game; the verb is "try ... for free". Not "free trial": to US readers a trial is a time-limited test of something paid for later.',
  ],
  ['playNow', 'term', 'play now', 'play free demo'],
  ['playNow', 'avoid', '', 'play now'],
  [
    'playNow',
    'note',
    '',
    'The game page\'s one call to play: it says what it opens. "Play now" reads as a call to play for real money.',
  ],
  ['stake', 'term', 'stake', 'bet'],
  ['stake', 'avoid', 'bet', 'stake'],
  [
    'stake',
    'note',
    'The amount per spin or per shot. Costs read "N× stake"; fishing special shots read "costs N× stake per shot", payouts "pays N× stake".',
    'The amount per spin or per shot, as US players and slot interfaces say it ("stake" is British; "high-stakes" as an idiom is fine). Costs read "N× the bet"; fishing special shots read "costs N× the bet per shot", payouts "pays N× the bet", "N× your bet" where the player is addressed.',
  ],
  [
    'multiplier',
    'note',
    'Written with the multiplication sign: ×2 for a multiplier, 75× stake for a multiple of the stake (no Latin x).',
    'Written with the multiplication sign after the number in running text, as US slot copy writes it: a 5× multiplier, free-spin wins pay 2×, 75× the bet (no Latin x); only the demo’s meters show ×3, as slot screens do.',
  ],
  ['maxWin', 'note', '"Max win N× stake".', '"Max win N× the bet".'],
  [
    'fishingGame',
    'note',
    '',
    'The menu and the cards\' badge say "Fishing", as "Slot" and "Arcade" name the others.',
  ],
]

const english = 'en-US'
const id = (name: string) => sql.identifier(name)
/** A text the seed left empty may be stored as NULL or as ''. */
const isSeeded = (column: SQL, old: string) =>
  old === '' ? sql`coalesce(${column}, '') = ''` : sql`${column} = ${old}`

/** The translations made from the English replaced are recorded as made from the English now. */
const keepTranslationsCurrent = (entry: string, path: string, old: string, now: string) => sql`
  UPDATE "translation_states"
  SET "sources" = jsonb_set("sources", ARRAY[${path}::text], to_jsonb(${now}::text))
  WHERE "entry" = ${entry} AND "locale"::text <> ${english} AND "sources" ->> ${path} = ${old}`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const execute = (query: SQL) => db.execute(query)
  for (const [table, column, path, old, now] of labels) {
    await execute(sql`
      UPDATE ${id(`${table}_locales`)} SET ${id(column)} = ${now}
      WHERE "_locale"::text = ${english} AND ${id(column)} = ${old}`)
    await execute(sql`
      UPDATE ${id(`_${table}_v_locales`)} AS l SET ${id(`version_${column}`)} = ${now}
      FROM ${id(`_${table}_v`)} AS v
      WHERE v."id" = l."_parent_id" AND v."latest" AND l."_locale"::text = ${english}
        AND l.${id(`version_${column}`)} = ${old}`)
    await execute(keepTranslationsCurrent(table.replace('_', '-'), path, old, now))
  }
  // The glossary keeps no versions; its texts' paths name the term's row.
  for (const [key, field, old, now] of glossary) {
    const { rows } = await db.execute<{ id: string }>(sql`
      UPDATE "glossary_terms_locales" AS l SET ${id(field)} = ${now}
      FROM "glossary_terms" AS t
      WHERE t."id" = l."_parent_id" AND t."key"::text = ${key} AND l."_locale"::text = ${english}
        AND ${isSeeded(sql`l.${id(field)}`, old)}
      RETURNING t."id"`)
    for (const row of rows)
      await execute(keepTranslationsCurrent('glossary', `terms.${row.id}.${field}`, old, now))
  }
}

/** Texts are not put back: the earlier wording is in the seed's history. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
