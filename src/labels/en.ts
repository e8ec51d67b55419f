import type { Role } from '@/access/roles'
import type { CatalogueList, GameKind, GameTheme, LayoutMode, Volatility } from '@/lib/catalogue'
import type { enquiryStatuses, enquiryTypes, storedContactChannels } from '@/enquiries/options'

type EnquiryStatus = (typeof enquiryStatuses)[number]
type EnquiryType = (typeof enquiryTypes)[number]
type ContactChannel = (typeof storedContactChannels)[number]

/**
 * The admin's own words in English: every label, help text and message of ours. Each other
 * language's file has the type of this one, so a missing or extra key fails the type check.
 * `{{name}}` is filled in by Payload's `t`; `_one`/`_other` pick the plural form by `count`.
 */
export const en = {
  groups: {
    catalogue: 'Catalog',
    content: 'Content',
    labelSets: 'Label sets',
    studio: 'Studio',
    visitors: 'Visitors',
    translations: 'Translations',
  },

  games: {
    singular: 'Game',
    plural: 'Games',
    about: 'Each game’s ID is used in its URLs and in the game-list API.',
    heading: 'Heading',
    gameId: 'Game ID',
    kind: 'Category',
    theme: 'Theme group',
    tabs: { texts: 'Texts', figures: 'Specs', art: 'Art', listing: 'Listing', seo: 'SEO' },
    title: 'Title',
    subtitle: 'Subtitle',
    description: 'Description',
    typeText: 'Game type (shown to players)',
    typeTextHelp: 'For example: 5×3 · 25 paylines',
    features: 'Features',
    featuresHelp: 'Editors add and remove features here; translators write their text.',
    feature: 'Feature',
    cover: 'Cover art',
    coverHelp:
      'A language without its own cover shows the English one. A game without any cover shows cover art generated from its title, theme, and art settings.',
    video: 'Gameplay video',
    layout: 'Layout',
    mode: 'Mode',
    reels: 'Reels',
    rows: 'Rows',
    lines: 'Paylines',
    ways: 'Ways',
    maxRowsPerReel: 'Maximum rows per reel',
    maxRowsPerReelHelp:
      'One number per reel, separated by spaces. Multiplied together, they give the number of ways (7 7 8 8 8 8 → 200,704).',
    maxMultiplier: 'Max win (× bet)',
    multiplierKind: 'Type',
    multiplierValue: 'Value',
    rtp: 'Return to player (%)',
    volatility: 'Volatility',
    hitFrequency: 'Hit frequency (%)',
    bet: 'Bet',
    betMin: 'Minimum bet',
    betMax: 'Maximum bet',
    buyFeature: 'Feature buy available',
    buyPrice: 'Feature buy price (× bet)',
    buyPriceHelp: 'What the demo charges to buy straight into the feature.',
    mechanics: 'Demo gameplay',
    freeSpins: 'Free spins',
    freeSpinMultiplier: 'Free-spin multiplier',
    respin: 'Re-spin',
    releaseYear: 'Release year',
    supportedLanguages: 'Supported languages',
    platforms: 'Platforms',
    artHelp:
      'The cover art and the built-in demo use this motif and these colors. Any field left empty uses the theme’s default.',
    art: 'Art',
    motif: 'Motif',
    motifHelp: 'The emblem, e.g. dragon, koi, seven.',
    accent: 'Main color',
    accentHelp: 'Main color, #rrggbb.',
    highlight: 'Highlight color',
    highlightHelp: 'Highlights and gold, #rrggbb.',
    background: 'Background color',
    backgroundHelp: 'Dark background, #rrggbb.',
    sites: 'Listed on these sites',
    sitesHelp:
      'A game goes live on a site only when its title and description are written in that site’s language.',
    siteIncomplete: 'no title or description in this language yet',
    names: 'Names in additional game-list languages',
    namesHelp: 'Served only by the game-list API (hotGames, newGames, typeGames).',
    demo: 'Free demo',
    demoAvailable: 'Demo available',
    launchUrl: 'Launch URL override',
    launchUrlHelp: 'Leave empty to use the template in Site settings.',
    meta: 'Search engines and link previews',
    metaTitle: 'Page title',
    metaDescription: 'Page description',
  },

  options: {
    kinds: {
      slot: 'Slot',
      fish: 'Fishing',
      arcade: 'Arcade',
      board: 'Dice game',
    } satisfies Record<GameKind, string>,
    themes: {
      chinese: 'Chinese',
      classic: 'Classic',
      fantasy: 'Fantasy',
      fishing: 'Fishing',
      western: 'Western',
    } satisfies Record<GameTheme, string>,
    layoutModes: {
      lines: 'Paylines',
      ways: 'Ways',
      megaways: 'Megaways',
      none: 'No reels',
    } satisfies Record<LayoutMode, string>,
    multiplierKinds: { value: 'A value', unlimited: 'Unlimited', none: 'None' },
    volatilities: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      'very-high': 'Very high',
    } satisfies Record<Volatility, string>,
    roles: {
      admin: 'Admin',
      editor: 'Editor',
      translator: 'Translator',
      sales: 'Sales',
    } satisfies Record<Role, string>,
    enquiryStatuses: {
      new: 'New',
      'in-progress': 'In progress',
      answered: 'Answered',
      spam: 'Spam',
    } satisfies Record<EnquiryStatus, string>,
    enquiryTypes: {
      integration: 'Integration',
      partnership: 'Partnership',
      demo: 'Demo',
      other: 'Other',
    } satisfies Record<EnquiryType, string>,
    channels: {
      email: 'Email',
      telegram: 'Telegram',
      whatsapp: 'WhatsApp',
      wechat: 'WeChat',
      line: 'LINE',
      kakaotalk: 'KakaoTalk',
      zalo: 'Zalo',
      viber: 'Viber',
      skype: 'Skype',
    } satisfies Record<ContactChannel, string>,
    notifications: {
      queued: 'Queued',
      sent: 'Sent',
      retrying: 'Failed, retrying',
      failed: 'Failed, no more retries',
    },
  },

  validation: {
    required: 'Required before the game is published.',
    reels: 'Give the number of reels.',
    rows: 'Give the number of rows.',
    lines: 'Give the number of paylines.',
    ways: 'Give the ways count.',
    waysOfRows: '{{reels}} reels of {{rows}} rows make {{product}} ways, not {{ways}}.',
    rowsPerReel: 'Give {{reels}} numbers, one per reel.',
    waysOfRowsPerReel: 'These rows make up to {{product}} ways, not {{ways}}.',
    multiplier: 'Give the max win (× bet).',
    hexColor: 'A color as #rrggbb.',
    fishingOnly: 'Only a fishing game has this. Clear it, or make the game a fishing game.',
    wholeNumber: 'A whole number.',
    motif: 'The art library can’t draw this motif. Choose one of: {{motifs}}.',
    sitesRequired: 'Choose at least one site.',
    translatorLanguages: 'Choose the languages this translator can edit.',
    origins: 'Not a valid origin (https://host): {{origins}}',
    contactSiteTwice: 'List each site once: {{sites}} appears more than once.',
    rowsFixedForTranslators:
      'Translators can edit the text in these rows but can’t add, remove, or reorder them. Ask an editor.',
    gameIdTaken: 'Game ID {{gameId}} is already used by “{{title}}”.',
    createInEnglish:
      'New games are created in English. Choose English in the language menu and enter the English title first.',
  },

  media: {
    singular: 'Image or video',
    newHeading: 'New image or video',
    plural: 'Media',
    prefix: 'Storage folder',
    alt: 'Alternative text',
    mimeType: 'File type',
  },

  members: {
    singular: 'Demo member',
    plural: 'Demo members',
    account: 'Account',
    currency: 'Currency',
    lastSeenAt: 'Last seen',
    balance: 'Play-money balance',
    balanceHelp: 'Kept for the demos, so reloading the page continues the session.',
  },

  enquiries: {
    singular: 'Inquiry',
    plural: 'Inquiries',
    status: 'Status',
    type: 'Inquiry type',
    locale: 'Language',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    country: 'Country or region',
    channel: 'Preferred channel',
    handle: 'Handle on that channel',
    message: 'Message',
    site: 'Site',
    notes: 'Internal notes',
    notification: 'Email notification',
    notificationAttempts: 'Notification attempts',
    notificationError: 'Last notification error',
    notifiedAt: 'Notified at',
  },

  users: {
    singular: 'User',
    newHeading: 'New user',
    plural: 'Users',
    name: 'Name',
    role: 'Role',
    roleHelp:
      'Admin: everything. Editor: all content, including publishing. Translator: drafts in assigned languages only. Sales: inquiries only.',
    firstUserRole: 'The first account is the studio’s admin.',
    languages: 'Languages this translator can edit',
  },

  catalogueOrder: {
    label: 'Catalog order',
    about: 'Drag games to reorder a list. Unpublished games are never shown.',
    lists: {
      featured: 'Featured',
      hot: 'Hot',
      new: 'New',
      fish: 'Fishing',
      slot: 'Slots',
      arcade: 'Arcade',
    } satisfies Record<CatalogueList, string>,
    listHelp: {
      featured: 'The games in “Our games” on the home page, and the first games in the game list.',
      hot: 'The “Hot” tab and GET /api/hotGames.',
      new: 'The “New” tab and GET /api/newGames.',
      fish: 'The “Fishing” tab and the home page’s fishing section. The original list starts with 701.',
      slot: 'The “Slots” tab.',
      arcade: 'The “Arcade” tab.',
    } satisfies Record<CatalogueList, string>,
  },

  glossary: {
    label: 'Glossary',
    about:
      'One term per concept and language. Use it everywhere, never the variants listed under Avoid.',
    naming: 'Naming rule',
    namingHelp:
      'How this market names games: when a title is transliterated, when it is translated, and what stays in Latin script. Every title follows it.',
    terms: 'Terms',
    term: 'Term',
    termHelp: 'The one wording used everywhere.',
    key: 'Concept',
    avoid: 'Avoid',
    avoidHelp: 'Variants that must not appear in this language’s content, one per line.',
    note: 'Note',
    noteHelp: 'How to use the term, for those who write this language.',
    rowLabel: 'Term {{number}}',
    claims: 'Claims',
    claimsHelp: 'The studio’s claims, as the “About us” section of the home page states them.',
    claimGames: 'Games',
    claimGamesHelp: 'Games and game APIs (70+).',
    claimFounded: 'Founded',
    claimFoundedHelp: 'Year founded (2018).',
    claimFishing: 'Fishing games',
    claimFishingHelp: 'Years of fishing-game experience (20+).',
    claimEngine: 'Engine',
    claimEngineHelp: 'In-house HTML5 engine.',
    claimPartnership: 'Partnership',
    claimPartnershipHelp:
      'The review-platform sentence. Leave empty if this language intentionally has none.',
  },

  homeSections: {
    label: 'Home sections',
    about: 'The home page, section by section. Drag to reorder; check “Hide” to leave one out.',
    tabSections: 'Sections',
    tabSeo: 'SEO',
    sections: 'Sections',
    hidden: 'Hide this section',
    hiddenEverywhere:
      'Applies to every language: once published, hiding a section removes it from the home page of all eleven sites.',
    blocks: {
      hero: 'Hero',
      featuredGames: 'Featured games',
      fishingGames: 'Fishing games',
      services: 'Our services',
      about: 'About us',
      vision: 'Our vision',
      contact: 'Contact us',
    },
    services: {
      team: 'Team',
      gameDesign: 'Game design',
      artDesign: 'Art design',
      soundDesign: 'Sound design',
      partners: 'Partners',
    },
    eyebrow: 'Eyebrow',
    title: 'Title',
    heading: 'Heading',
    text: 'Text',
    primaryCta: 'Main button',
    secondaryCta: 'Secondary button',
    claim: { singular: 'Claim', plural: 'Claims' },
    section: { singular: 'Section', plural: 'Sections' },
    claims: 'Claims',
    claimValue: 'Value',
    claimValueHelp: 'For example: 70+, 2018, HTML5',
    claimLabel: 'Label',
    claimValueText: 'Value as written here',
    claimValueTextHelp:
      'How this language writes the value, such as 20年以上 or 70+款. Leave empty to use the value as is.',
    partnership: 'Partnership',
    partnershipHelp: 'The review-platform sentence, where this language states it.',
    meta: 'Search engines and link previews',
    metaTitle: 'Page title',
    metaDescription: 'Page description',
  },

  optionalText: {
    absent: 'Not stated in this language',
    absentHelp:
      'Check this when this language intentionally has no such text: the page then shows nothing, never the English.',
  },

  labelSets: {
    site: 'Label sets: site',
    siteHelp: 'Navigation, catalog, game pages, search, 404 page, and footer.',
    form: 'Label sets: inquiry form',
    formHelp: 'Labels, help text, and messages of the contact form.',
    demo: 'Label sets: demos',
    demoHelp: 'Every word the built-in demos show.',
    /** Under two labels of a group that read the same: where each appears (walk 34, F8). */
    places: {
      gameMenu: {
        new: 'The tab of the game list that shows new games.',
        newBadge: 'The mark on a new game’s card.',
      },
      search: {
        label: 'The search field’s name, which screen readers say.',
        placeholder: 'The hint shown inside the empty search field.',
      },
      notFound: {
        message: 'The heading of a page that does not exist.',
        invalidRoute:
          'The heading when the site cannot read an address at all (a mistyped or broken link).',
      },
      form: {
        email: 'The name of the contact form’s email field.',
        channelEmail: 'Email among the preferred contact channels.',
      },
      demo: {
        bet: 'The bet picker of the slot, dice, and coin-pusher demos.',
        stake: 'The bet picker of the fishing demo: what one shot costs.',
      },
    },
    groups: {
      mainNav: 'Main navigation',
      gameMenu: 'Game list menu',
      gameDetail: 'Game page',
      titles: 'Page titles',
      buttons: 'Buttons',
      search: 'Search',
      platforms: 'Platforms',
      kinds: 'Game categories',
      notFound: 'Page not found',
      terms: 'Terms page',
      footer: 'Footer',
      update: 'Site update notice',
      error: 'Error page',
      form: 'Inquiry form',
      demo: 'Demos',
    },
  },

  termsPage: {
    label: 'Terms page',
    about: 'The page at /{site}/tc.',
    title: 'Title',
    content: 'Content',
  },

  siteSettings: {
    label: 'Site settings',
    /** Under the screen's title: a save goes live at once (walk 53). */
    savesLive: 'Saving puts these settings live on every site at once: they have no draft.',
    studioName: 'Studio name',
    contactEmail: 'Contact email',
    tagline: 'Tagline',
    logo: 'Logo',
    social: 'Social links',
    socialLink: { singular: 'Social link', plural: 'Social links' },
    network: 'Network',
    url: 'Address (URL)',
    demo: 'Demo launch',
    launchUrlTemplate: 'Launch URL template',
    launchUrlTemplateHelp:
      'Where a game’s demo opens. Placeholders: {gameId} {lang} {account} {currency} (the site’s play money: USD on /en, JPY on /jp…) {lobbyUrl}. The default plays the built-in demos.',
    newTabOnPhones: 'Open in a new tab on phones',
    embedOrigins: 'Operator sites that can embed the built-in demos',
    embedOriginsHelp:
      'One origin per line, such as https://lobby.example.com or https://*.example.com. Only these sites (and this one) can show /demo/… in a frame. Changes take effect within ten seconds. The DEMO_FRAME_ANCESTORS environment variable adds more.',
    contacts: 'Contact channels per site',
    contactsHelp:
      'The preferred contact channels each site’s inquiry form offers, in this order (the market’s most common one first), and the example number shown under it. A site not listed offers email only.',
    contactRow: { singular: 'Site', plural: 'Sites' },
    contactSite: 'Site',
    contactChannels: 'Channels',
    phoneExample: 'Example number',
    phoneExampleHelp:
      'A phone number as the market writes it, with the country code: +66 81 234 5678.',
  },

  /** The "Forgot password?" screen: no e-mail is sent; an admin sets a new password. */

  noPasswordReset: {
    title: 'Passwords are not reset by email',
    body: 'No email is sent from here. A studio admin sets a new password for you: ask one of them, then sign in with the new password.',
  },

  firstAdminClosed: {
    title: 'No admin account yet',
  },

  /** A screen of the editors' (Create New of a collection only editors add to), opened by someone else. */
  editorsWork: {
    /** On a media item, to whoever may read it but not change it (a translator). */
    mediaReadOnly:
      'Media are managed by editors: only an editor can change a file or its alternative text, in any language. If something is missing or wrong, ask an editor.',
    /** On the site settings, to whoever may read them but not change them (a translator). */
    settingsReadOnly:
      'Site settings are managed by editors: only an editor can change them, in any language. If something here is missing or wrong, ask an editor.',
    title: 'Editors’ work',
    body: 'Only editors can add to {{label}}. If something you need is missing, ask an editor.',
    back: 'Back to {{label}}',
    adminsTitle: 'Admins’ work',
    adminsBody:
      'Only the studio’s admins can add to {{label}}. If you need an account created or changed, ask an admin.',
  },

  /** The translators' workflow: the English under each field, freshness, review. */
  failedPurges: {
    singular: 'Failed edge purge',
    plural: 'Failed edge purges',
    group: 'System',
    about:
      'The shared cache in front of the site did not accept these purges. Pages with these tags may show content from before the publish until their edge lifetime runs out. Purge the tags in the edge’s own console (or publish again), then delete the entry.',
    edge: 'Edge',
    tags: 'Tags',
    tagsHelp: 'Separated by spaces, as the edge’s purge accepts them.',
    attempts: 'Attempts',
    error: 'Last error',
  },

  /** Screen readers' names of Lexical's and Sonner's controls (admin/ScreenReaderLabels.tsx). */
  screenReader: {
    addBlock: 'Add block',
    dragToMove: 'Drag to move',
    editLink: 'Edit link',
    removeLink: 'Remove link',
    insertParagraph: 'Insert paragraph',
    notifications: 'Notifications (Alt+T)',
    closeNotification: 'Close notification',
    textDropdown: 'Text style',
    alignDropdown: 'Alignment',
    addDropdown: 'Insert',
    dragHelp:
      'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.',
    /** What a row's drag handle is, said in place of its role (dnd-kit's `aria-roledescription`). */
    sortable: 'sortable',
    responsive: 'Responsive',
    /** The rich text's "/" menu of what can be inserted (Lexical names it "Slash menu"). */
    slashMenu: 'Insert menu',
    /** A version's folded field group's button (Payload's says "Expand", with no key). */
    expand: 'Expand',
    /** The rich text's formatting buttons, named by what they do (Lexical names them not at all). */
    formatting: {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strikethrough: 'Strikethrough',
      subscript: 'Subscript',
      superscript: 'Superscript',
      inlineCode: 'Inline code',
    },
    /** dnd-kit's announcements while a row is dragged: its place and where it goes. */
    dragging: {
      pickedUp: 'Picked up row {{row}}.',
      movedOver: 'Row {{row}} is over position {{position}}.',
      notOver: 'Row {{row}} is no longer over a position.',
      dropped: 'Row {{row}} dropped at position {{position}}.',
      droppedBack: 'Row {{row}} dropped. It stays where it was.',
      cancelled: 'Move canceled. Row {{row}} stays where it was.',
    },
  },

  workflow: {
    reload: 'Reload the page',
    changedElsewhere:
      'The {{language}} text of this entry was changed elsewhere since you opened it (by a file import, a restored version, or a colleague), so your change wasn’t saved over it. Copy what you just wrote, then reload the page to see the new text.',
    /** A publish of the language on screen is scheduled (a translator's bar, walk 35, F9). */
    scheduledForEditors:
      '{{language}} is scheduled to be published on {{date}}: its latest draft at that minute goes live, along with anything translators save before then.',
    scheduledUnreviewed:
      '{{language}} isn’t marked as ready for review. Review it before then, or reschedule the publish.',
    scheduledLive:
      '{{language}} is scheduled to be published on {{date}}. Anything you save before then goes live with it.',
    english: 'English',
    needsUpdate: 'Needs update',
    englishChanged: 'The English has changed since this was translated. It was:',
    stillCorrect: 'Still correct',
    stillCorrectHelp: 'The translation still fits the new English: clear the “Needs update” mark.',
    copiedNotTranslated: 'Copied, not translated yet',
    keepCopied: 'Keep as it is',
    keepCopiedHelp:
      'This text stays the same in this language (a name, for example): count it as translated.',
    note: 'Translator’s note',
    markReady: 'Mark {{language}} as ready for review',
    readyForReview: '{{language}} is ready for review',
    withdraw: 'Withdraw',
    waitingForReview: 'Waiting for review:',
    readyFrom: '{{language}} (from {{name}})',
    draftsOnly: 'You save drafts. An editor reviews and publishes them.',
    /** In place of draftsOnly on an entry without drafts (the glossary): Save writes it. */
    savedAtOnce:
      'Saving updates this entry right away (it keeps no drafts). An editor reviews your text.',
    readOnlyHere: 'You translate into {{own}}. {{language}} is read-only for you.',
    openOwn: 'Open in {{language}}',
    copyInto: 'Copy {{from}} text into {{language}}',
    copyIntoConfirm:
      'Copy the {{from}} text into every {{language}} field that’s still empty? Fields that already have {{language}} text won’t change.',
    copied:
      'Done. Empty {{language}} fields now have the {{from}} text, ready for you to translate. Fields that already had {{language}} text weren’t changed.',
    nothingToCopy:
      'Nothing to copy. Every {{language}} field already has text, or its {{from}} field is empty.',
    yourWork: 'Your work in {{language}}',
    openYourWork: 'See all to-dos in {{language}}',
    translations: 'Translations',
    completeEverywhere: 'Complete and up to date in all ten languages.',
    completeInYours: 'Complete and up to date in {{languages}}.',
    stillMissing: 'Still needs translation in:',
    needsUpdateIn: 'Needs an update in:',
    textCount_one: '{{count}} field',
    textCount_other: '{{count}} fields',
    statusOfAll: 'Translation status of all entries',
  },

  translationStatus: {
    yourText: 'Your text in the file:',
    title: 'Translation status',
    navLink: 'Translation status',
    staffOnly: 'The translation status is for editors and translators.',
    readyNeedsTexts_one:
      '{{language}} can’t be marked as ready for review yet: {{count}} field still needs translation.',
    readyNeedsTexts_other:
      '{{language}} can’t be marked as ready for review yet: {{count}} fields still need translation.',
    intro:
      'What’s still missing in each language’s latest draft. A red number counts fields that still need translation: empty, or holding English text copied in. An amber ↻ number counts translations that need an update because the English changed after they were translated. On a computer, hover over a number to see which fields it counts. Click or tap it to open the entry in that language. Optional fields, like Subtitle, count only when the English has text.',
    missingIn: 'Show to-dos for',
    anyLanguage: 'All languages',
    anyState: 'All to-dos',
    nothingMissing: 'Nothing is missing in {{language}}.',
    entriesMissing_one: '{{count}} entry in {{language}} needs translation or an update.',
    entriesMissing_other: '{{count}} entries in {{language}} need translation or an update.',
    groupGlobals: 'Pages and labels',
    entry: 'Entry',
    complete: 'Complete',
    completeSomeLeftOut: 'Complete; some fields intentionally left blank in this language',
    completeLeftOut: 'Complete; intentionally left blank in this language:',
    andMore: '… and {{count}} more',
    missingCount: '{{count}} to translate in {{language}}: {{texts}}',
    entriesMissingText: 'Entries needing translation',
    entriesNeedingUpdate: 'Entries needing an update',
    textsMissing: 'Fields needing translation',
    textsFile: 'Translation file for',
    upload: 'Upload file…',
    uploading: 'Uploading…',
    uploadFailed: 'The upload failed ({{status}}).',
    uploadUnreachable: 'The upload failed: the server could not be reached.',
    uploadSaved_one: '{{count}} field saved as a draft',
    uploadSaved_other: '{{count}} fields saved as drafts',
    uploadUnchanged: '{{count}} unchanged',
    uploadNotSaved: '{{count}} not saved',
    needsUpdate: 'Needs an update (the English changed):',
    needUpdateCount: '{{count}} to update in {{language}}: {{texts}}',
    textsNeedingUpdate: 'Fields needing an update',
    waitingForReview: 'Waiting for review ({{count}})',
    failedSchedules: 'Scheduled publishes that failed ({{count}})',
    scheduledFor: 'Scheduled for',
    reason: 'Why',
    longestWaitingShown: 'Showing the {{shown}} that have waited longest.',
    language: 'Language',
    from: 'From',
    since: 'Since',
    download: 'Download {{format}}',
    uploadConfirmed: '{{count}} confirmed as still correct',
    uploadNotes_one: '{{count}} note kept',
    uploadNotes_other: '{{count}} notes kept',
    /** Why an uploaded translation file is refused (the import's 4xx answers). */
    importProblems: {
      notJson: 'The file is not valid JSON.',
      notTextsFile: 'The file is not a translation file as exported here (at {{at}}).',
      otherLanguage: 'The file is for {{found}}, not {{wanted}}.',
      csvOpenQuote: 'The CSV file has a quoted field that never ends.',
      csvColumns: 'The CSV file needs a “key” column and a “{{locale}}” column in its first row.',
      xmlTooDeep: 'The file nests elements deeper than {{depth}} levels.',
      notXml: 'The file is not valid XML (line {{line}}, column {{column}}).',
      notXliff: 'The file is not an XLIFF document.',
      xliffVersion: 'Send XLIFF version 1.2, as exported here.',
      busy: 'Another translation file is being exported or imported right now. Try again in a moment.',
      notUtf8: 'The file is not valid UTF-8.',
      tooLarge: 'The file is larger than {{megabytes}} MB.',
      tooManyUnits:
        'The file has more than {{max}} fields, far more than a language’s whole catalog. Send one exported file, or split it.',
      noteTooLong:
        'The note on {{unit}} is {{length}} characters long; a note can have at most {{max}}.',
      mediaType: 'Send the file as application/json, text/csv, or application/x-xliff+xml.',
      notYours: 'You don’t have permission to edit {{language}} text.',
    },
    importErrors: {
      noSuchText: 'Not found (the entry, row, or field may have been removed).',
      noSuchRow: 'Not found (the row may have been removed).',
      englishChanged: 'The English has changed since the file was exported: export it again.',
      otherBlocks:
        'Not saved: this translation is laid out in different blocks from the English (a paragraph or list item more or fewer), so a file can’t put it back in place. Change it in the admin’s form.',
      unstamped:
        'Not saved: the site already has a translation of this text, and the file has lost its “base” stamp, so it could undo a newer change. Export again and keep the base column (or attribute).',
      changedSince:
        'Changed on the site since the file was exported, so the site’s text was kept. Export again to see it.',
      notYourRole: 'Not saved: your role can’t change this text.',
      tooLong: 'The text is longer than {{kilobytes}} KB, more than any text on the site needs.',
      tooManyLines: 'The text has more than {{lines}} lines, more than any text on the site needs.',
      tooManyMarks:
        'The text has more than {{marks}} formatting marks (* _ ` ~ [ ] < > \\), more than any text on the site needs.',
      unknownState:
        'Not saved: the state “{{state}}” is unknown. Write current or needs-update, or leave it empty.',
    },
  },

  // Publication states, headings and accounts (issue 37).
  editorial: {
    states: {
      published: 'Published',
      changed: 'Published, with unpublished changes',
      ready: 'Ready for review',
      draft: 'Draft (unpublished)',
    },
    column: 'Publication',
    /** The document's header: when visitors began to read the language on screen. */
    publishedAt: 'Published',
    englishTitle: '{{title}} (English)',
    /** The dialog of someone whose editing a colleague took over, naming the colleague. */
    takenOverBy: '{{name}} has taken over editing this entry.',
    lockHolderTranslator: '{{name}} ({{languages}} translator)',
    /** Above the texts typed and not saved, in the dialog that ends one's editing. */
    unsavedText: 'Your latest changes weren’t saved. Copy the text below before you continue:',
    adminLanguage: 'Admin language',
    adminLanguageHelp:
      'The language of this account’s admin screens, applied at each sign-in. If left empty, a translator gets their first language.',
    importSavedIn: 'Saved in {{language}}: {{entries}}',
    /** After a translation file's upload: the entries whose "ready for review" mark it took off. */
    importUnmarked:
      'This file changed the text of {{entries}}, so the “ready for review” mark in {{language}} was removed. When you’re done, mark {{language}} as ready for review again.',
    publishAll: 'Publish all languages',
    schedule: {
      latestDraft: 'At that minute its latest draft goes live, with whatever is saved until then.',
      allLanguages: 'All languages',
      failed: 'Scheduled publish failed: {{language}}',
      failedNow: 'Nothing is missing now. Publish now, or schedule the publish again.',
      zoneOfComputer: 'Times are in {{zone}}, this computer’s time.',
      zoneOfStudio: 'Times are in {{zone}}, the studio’s time.',
      zone: 'Times are in {{zone}}.',
    },
    confirmAll: {
      publishHeading: 'Publish every language?',
      scheduleHeading: 'Schedule a publish of every language?',
      intro: 'Each language’s latest draft goes live, whatever its current state:',
      notReady: 'Drafts not marked as ready for review: {{languages}}.',
      schedule: 'Schedule all languages',
    },
    /** The versions list: what each version published, and what visitors read of it now. */
    versions: {
      publishedIn: 'Published in {{languages}}',
      publishedAll: 'Published in all languages',
      latest: 'Latest version',
      liveIn: 'Live on the site in {{languages}}',
      liveEverywhere: 'Live on the site in every language',
      /** The newest version: the languages a translator marked ready for review (as the header says). */
      readyIn: 'Ready for review: {{languages}}',
      restoreIsEditors:
        'Restoring a version is an editor’s job: it brings back every language at once. To bring back your own text, copy it from this version into the form.',
      /** The restore's confirmation: the languages whose text it replaces (a draft or the live text). */
      restoreAllLanguages: 'This brings back the text of this version in every language at once.',
      restoreChanges:
        'Restoring replaces the current {{languages}} text. Anything written after this version stays available in the Versions tab.',
      /** The restore's confirmation: whether the site changes at once, as Payload restores. */
      restoreGoesLive:
        'It also publishes this version: the restored text goes live on the site right away.',
      restoreCheckFirst:
        'To review it first, click Cancel, then choose “{{asDraft}}” from the ▾ next to “Restore this version.” A draft doesn’t change the site until someone publishes it.',
      restoreStaysDraft:
        'It’s restored as a draft. The site won’t change until someone publishes it.',
      restoreChangesNone:
        'Restoring replaces no text: every language already matches this version.',
    },
  },

  /** Why a translator's write is refused (the API's 403s), in their admin language. */
  translatorRefusals: {
    create: 'Only editors add {{entries}}.',
    delete: 'Only editors delete {{entries}}.',
    notYourLanguage:
      'You can only write in your own languages, and {{language}} isn’t one of them.',
    oneAtATime: 'Translators can save only one entry at a time.',
    draftsOnly: 'Translators save drafts. Publishing and unpublishing are an editor’s job.',
    noStatus: '{{entry}} has no publication state to change.',
    embeddedByEditors:
      'The pictures and page links in “{{field}}” are chosen by an editor. A translation keeps the English ones.',
    sharedField: '“{{field}}” is shared by all languages. Only an editor can change it.',
  },
}

export type AdminMessages = typeof en
