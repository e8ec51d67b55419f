import { platformNames } from '@/lib/catalogue'

/**
 * The interface strings of the site and the demos, with their English texts: the one list of
 * label keys. The label-set globals' CMS fields, the pages' types, the seed's English labels and
 * the content check of the other languages' label files all derive from it.
 */
export const labelDefaults = {
  mainNav: {
    home: 'Home',
    about: 'About us',
    game: 'Games',
    contact: 'Contact us',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    /** What a screen reader calls the site's main menu. */
    label: 'Main menu',
  },
  gameMenu: {
    all: 'All',
    new: 'New',
    /** The mark on a new game's card (the list's name may be plural: pt Novos, Novo). */
    newBadge: 'New',
    hot: 'Hot',
    fish: 'Fishing',
    slot: 'Slots',
    arcade: 'Arcade',
  },
  gameDetail: {
    type: 'Game type',
    /**
     * The row of the game's maximum win (the field `maxMultiplier`): the largest win as a multiple
     * of the bet, not an in-game multiplier.
     */
    maxMultiplier: 'Max win',
    /** Its value: `{n}` is the number in the site's format ("20,000× the bet", ベットの20,000倍). */
    maxWinValue: '{n}× the bet',
    feature: 'Features',
    release: 'Release year',
    supportedLanguages: 'Supported languages',
    supportedPlatforms: 'Supported platforms',
    rtp: 'RTP (return to player)',
    volatility: 'Volatility',
    hitFrequency: 'Hit frequency',
    betRange: 'Bet range',
    buyFeature: 'Feature buy',
    available: 'Available',
    notAvailable: 'Not available',
    unlimited: 'Unlimited',
    none: '—',
    volatilityLow: 'Low',
    volatilityMedium: 'Medium',
    volatilityHigh: 'High',
    volatilityVeryHigh: 'Very high',
    related: 'You might also like',
    video: 'Gameplay video',
    /** The heading of the description the button `buttons.intro` leads to. */
    introduction: 'About the game',
  },
  titles: {
    featuredGames: 'Featured games',
    gameTrial: 'Pick a game to try',
    /** The catalogue's closing heading: the games' languages, not a switcher of the site's. */
    supportedLanguages: 'Every title is available in these languages',
    language: 'Language',
    gameList: 'Game catalog',
    /**
     * The title of a tab's view of the list: `{list}` is `gameList`, `{tab}` the tab's name as the
     * tab shows it, `{tabInText}` the same in lower case, as it reads inside a phrase (id: "Katalog
     * game {tabInText}").
     */
    gameListTab: '{list}: {tab}',
    /** The title of a later page of the list: `{title}` is the view's title. */
    gameListPage: '{title} (page {page})',
    /** The title of a search's results: `{query}` is the search as the visitor typed it. */
    searchResults: 'Results for “{query}”',
    gameListIntro:
      'Browse the full Starfin catalog: every game runs in the browser on phones, tablets, and desktops. Pick a category or search by name, then try any game for free.',
    /** The game list's description for search results and shared links. */
    gameListDescription:
      'Slots, fishing games, and arcade games from Starfin Games that run in any browser, on mobile or desktop. Play a free demo of any game, no sign-up needed.',
    /** The description of the list's fishing, slots and arcade tabs: what that tab holds. */
    gameListFishDescription:
      'Fishing games from Starfin Games: fire special shots at boss fish across sunlit reefs, icy seas, and pirate coves. Play a free demo, no sign-up needed.',
    gameListSlotDescription:
      'Slots from Starfin Games: lucky dragons, neon sevens, gold-rush towns, and fairy-tale castles, with free spins and Hold & Win. Try any slot for free.',
    gameListArcadeDescription:
      'Arcade games from Starfin Games: time each coin drop in a gold-mine coin pusher and nudge the pile over the edge. Play a free demo in your browser.',
    termsDescription:
      'The terms and conditions for using the Starfin Games website and playing its free demos.',
    /** The title of a game's free-demo page. */
    play: '{title} – Free demo',
    playDescription:
      'Play {title} free in your browser with play money—no sign-up, no download, and no real money paid out.',
  },
  buttons: {
    /** A game's state beside its one call to play (`play`), not a button of its own. */
    freeTrial: 'Free demo available',
    play: 'Play free demo',
    intro: 'About the game',
    back: 'Back',
    submit: 'Send inquiry',
    continue: 'Continue',
    viewAll: 'Browse all games',
    backToTop: 'Back to top',
  },
  search: {
    label: 'Search games',
    placeholder: 'Search games',
    noResults: 'No games match your search.',
    results: '{count, plural, =0 {No games} one {# game} other {# games}}',
    /** The count over a list of several pages: which games this page shows, of how many. */
    range: 'Showing {from}–{to} of {count, plural, one {# game} other {# games}}',
    /** The search form's button (the list is searched as the visitor types; this is for Enter). */
    submit: 'Search',
    noMatch: 'No games match “{query}”.',
    /** The count over a search's results (one page of them): it names what was searched. */
    matches: '{count, plural, one {# game} other {# games}} found for “{query}”',
    /** A link to the next page, which loads its games below the ones shown. */
    loadMore: 'Load more games',
    /** On a page after the first, opened by its address: the link back to the page before. */
    previous: 'Previous',
  },
  /**
   * The platforms as visitors read them: product names, but the browser is the web platform
   * (the stored value stays "HTML5").
   */
  platforms: { ...platformNames, mac: 'macOS', html5: 'Web (HTML5)' },
  kinds: {
    slot: 'Slot',
    fish: 'Fishing',
    arcade: 'Arcade',
    board: 'Dice game',
  },
  notFound: {
    /** The tab's title; the page itself says `message` (or `invalidRoute`) once, as its heading. */
    title: 'Page not found',
    message: 'Page not found: {path}',
    invalidRoute: 'Page not found: {path}',
    help: 'The address may be mistyped, or the page may have moved. Try one of these instead:',
    backHome: 'Back to the home page',
    catalog: 'Browse all games',
  },
  footer: {
    rights: '© {year} {studio}. All rights reserved.',
    terms: 'Terms and conditions',
    contact: 'Contact us',
    /** What a screen reader calls the footer's links. */
    links: 'Site links',
    responsible:
      'The demos on this site are for entertainment only: they use play money and never pay out real money.',
  },
  terms: {
    /** Under the terms: the day they were last changed. */
    updated: 'Last updated: {date}',
  },
  update: {
    available: 'A new version of this site is available.',
    reload: 'Reload',
  },
  error: {
    loading: 'Loading…',
  },
  form: {
    intro: 'Tell us about your business and what you’re looking for.',
    name: 'Your name',
    company: 'Company',
    email: 'Email',
    country: 'Country or region',
    channel: 'Preferred contact channel',
    channelEmail: 'Email',
    channelTelegram: 'Telegram',
    channelWhatsapp: 'WhatsApp',
    channelWechat: 'WeChat',
    channelLine: 'LINE',
    channelKakaotalk: 'KakaoTalk',
    channelZalo: 'Zalo',
    channelViber: 'Viber',
    /** {channel}: the channel chosen above it, as its list names it (“LINE”). */
    handle: 'Your {channel} username or number',
    /** `{phone}`: the site's example number, in its market's format (Site settings). */
    handleHelp: 'For example, @studio_partner or {phone}.',
    type: 'Inquiry type',
    typeIntegration: 'Game integration',
    typePartnership: 'Partnership',
    typeDemo: 'Demo access',
    typeOther: 'Other',
    message: 'Message',
    messageHelp:
      'The more detail, the better: your market, your platform, and the games you’re interested in.',
    required: 'Required',
    errorRequired: 'Please fill in this field.',
    errorEmail: 'Please enter a valid email address.',
    errorTooLong: 'This text is too long.',
    errorTooShort: 'Please write a little more.',
    errorRateLimited:
      'You’ve sent several inquiries in a short time. Please wait a few minutes and try again.',
    errorServer: 'We couldn’t send your inquiry just now. Please try again in a moment.',
    sending: 'Sending…',
    success: 'Thank you! We’ve received your inquiry and will get back to you soon.',
    sendAnother: 'Send another inquiry',
    /** The spam trap's label: read by no one but bots, yet in the page's language. */
    trap: 'Leave this field empty',
  },
  demo: {
    loading: 'Loading game…',
    backToGame: 'Back to the game page',
    openInNewTab: 'Open in a new tab',
    notAvailable: 'A free demo of this game is not available yet.',
    /** The mark beside the game's name in the demo's title bar. */
    freeDemo: 'Free demo',
    playMoney: 'Play money only. No real money is paid out.',
    /** Says at the figure that the money is play money (the site's currency sign stays). */
    balance: 'Play-money balance',
    bet: 'Bet',
    win: 'Win',
    totalWin: 'Total win',
    spin: 'Spin',
    stop: 'Stop',
    autoplay: 'Autoplay',
    turbo: 'Turbo',
    soundOn: 'Sound on',
    soundOff: 'Sound off',
    freeSpins: 'Free spins',
    freeSpinsLeft: 'Free spins left: {count}',
    multiplier: 'Multiplier',
    resetBalance: 'Reset balance',
    insufficientBalance: 'Your balance is too low for this bet.',
    lines: 'Lines',
    ways: 'Ways',
    fire: 'Fire',
    stake: 'Bet',
    specialShot: 'Special shots',
    /** The fishing demo's three special shots, each button's name (with its cost) for a screen reader and a tooltip. */
    shotNet: 'Net shot',
    shotLightning: 'Lightning shot',
    shotBomb: 'Bomb shot',
    drop: 'Drop coin',
    big: 'Big',
    small: 'Small',
    roll: 'Roll the dice',
    result: 'Result',
    buyFreeSpins: 'Buy feature',
  },
}

/**
 * The same value written another way, which a label's translation may use in place of the
 * English's placeholder (`tests/unit/content.test.ts` holds every translation to its English's
 * placeholders, these counted as the one they stand for).
 */
export const placeholderVariants: Record<string, Record<string, string>> = {
  'titles.gameListTab': { tabInText: 'tab', tabAsKind: 'tab' },
}

export type Labels = typeof labelDefaults
export type LabelGroup = keyof Labels

/**
 * The given label groups as saved, with the English default for every text the CMS does not
 * have: a label set never saved (a seed stopped halfway) or a key added since it was saved.
 */
export function withLabelDefaults<G extends LabelGroup>(
  saved: Partial<Record<G, Record<string, unknown> | null>>,
  groups: readonly G[],
): Pick<Labels, G> {
  return Object.fromEntries(
    groups.map((group) => {
      const written = Object.entries(saved[group] ?? {}).filter(
        ([, text]) => typeof text === 'string' && text,
      )
      return [group, { ...labelDefaults[group], ...Object.fromEntries(written) }]
    }),
  ) as Pick<Labels, G>
}
