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
  },
  gameMenu: {
    all: 'All',
    new: 'New',
    hot: 'Hot',
    fish: 'Fishing',
    slot: 'Slot',
    arcade: 'Arcade',
  },
  gameDetail: {
    type: 'Game type',
    maxMultiplier: 'Max multiplier',
    feature: 'Features',
    release: 'Release',
    supportedLanguages: 'Supported languages',
    supportedPlatforms: 'Supported platforms',
    rtp: 'Return to player',
    volatility: 'Volatility',
    hitFrequency: 'Hit frequency',
    betRange: 'Stake range',
    buyFeature: 'Feature buy',
    available: 'Available',
    notAvailable: 'Not available',
    unlimited: 'Unlimited',
    none: '—',
    volatilityLow: 'Low',
    volatilityMedium: 'Medium',
    volatilityHigh: 'High',
    volatilityVeryHigh: 'Very high',
    related: 'More games like this',
    video: 'Gameplay video',
  },
  titles: {
    featuredGames: 'Featured games',
    gameTrial: 'Try the game',
    supportedLanguages: 'Supported languages',
    language: 'Language',
    gameList: 'Game catalogue',
    gameListIntro:
      'Every title below runs in the browser on phones, tablets and desktops. Pick a category or search by name, then try any game for free.',
  },
  buttons: {
    freeTrial: 'Free trial',
    play: 'Play now',
    intro: 'Game introduction',
    back: 'Back',
    submit: 'Submit',
    continue: 'Continue',
    viewAll: 'View all games',
    backToTop: 'Back to top',
  },
  search: {
    label: 'Search games',
    placeholder: 'Search by game name',
    noResults: 'No games match your search.',
    results: '{count, plural, =0 {No games} one {# game} other {# games}}',
  },
  platforms: {
    windows: 'Windows',
    mac: 'Mac',
    android: 'Android',
    ios: 'iOS',
    html5: 'HTML5',
  },
  kinds: {
    slot: 'Slot',
    fish: 'Fishing game',
    arcade: 'Arcade',
    board: 'Dice game',
  },
  notFound: {
    title: 'Page not found',
    message: 'Page not found: {path}',
    invalidRoute: 'Page Not Found: {path}',
    backHome: 'Back to the home page',
  },
  footer: {
    rights: '© {year} {studio}. All rights reserved.',
    terms: 'Terms and conditions',
    contact: 'Business enquiries',
    responsible:
      'Our games are for entertainment. Free trials use play money only and pay out no real money.',
  },
  update: {
    available: 'A new version of this site is available.',
    reload: 'Reload',
  },
  error: {
    loading: 'Loading…',
  },
  form: {
    intro: 'Tell us about your business and what you are looking for.',
    name: 'Your name',
    company: 'Company',
    email: 'E-mail',
    country: 'Country or region',
    channel: 'Preferred contact channel',
    channelEmail: 'E-mail',
    channelTelegram: 'Telegram',
    channelWhatsapp: 'WhatsApp',
    channelSkype: 'Skype',
    handle: 'Your username or number on that channel',
    handleHelp: 'For example @studio_partner or +63 912 345 6789.',
    type: 'Enquiry type',
    typeIntegration: 'Game integration',
    typePartnership: 'Partnership',
    typeDemo: 'Demo access',
    typeOther: 'Other',
    message: 'Message',
    messageHelp:
      'Please give as much detail as possible: your market, platform and the games you are interested in.',
    required: 'Required',
    errorRequired: 'Please fill in this field.',
    errorEmail: 'Please enter a valid e-mail address.',
    errorTooLong: 'This text is too long.',
    errorTooShort: 'Please write a little more.',
    errorRateLimited:
      'You have sent several enquiries in a short time. Please wait a few minutes and try again.',
    errorServer: 'Your enquiry could not be sent just now. Please try again in a moment.',
    sending: 'Sending…',
    success: 'Thank you! We have received your enquiry and will reply soon.',
    sendAnother: 'Send another enquiry',
  },
  demo: {
    loading: 'Loading game…',
    backToGame: 'Back to the game page',
    openInNewTab: 'Open in a new tab',
    notAvailable: 'A free trial of this game is not available yet.',
    playMoney: 'Play money — no real money is paid out.',
    balance: 'Balance',
    bet: 'Stake',
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
    insufficientBalance: 'Not enough balance for this stake.',
    lines: 'Lines',
    ways: 'Ways',
    fire: 'Fire',
    stake: 'Stake',
    specialShot: 'Special shot',
    coins: 'Coins',
    drop: 'Drop coin',
    big: 'Big',
    small: 'Small',
    roll: 'Roll the dice',
    result: 'Result',
    buyFreeSpins: 'Buy free spins',
  },
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
