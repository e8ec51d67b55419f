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
    catalogue: 'Catalogue',
    content: 'Content',
    labelSets: 'Label sets',
    studio: 'Studio',
    visitors: 'Visitors',
    translations: 'Translations',
  },

  games: {
    singular: 'Game',
    plural: 'Games',
    about: 'The catalogue. The game id is the public key used in URLs and the game-list API.',
    heading: 'Heading',
    gameId: 'Game id',
    kind: 'Kind',
    theme: 'Theme group',
    tabs: { texts: 'Texts', figures: 'Figures', art: 'Art', listing: 'Listing', seo: 'SEO' },
    title: 'Title',
    subtitle: 'Subtitle',
    description: 'Description',
    typeText: 'Game type (as players read it)',
    typeTextHelp: 'For example “5×3 · 25 paylines”.',
    features: 'Features',
    featuresHelp: 'Add or remove features here (editors); translators write the text.',
    feature: 'Feature',
    cover: 'Cover art',
    coverHelp:
      'A language without its own cover shows the English one; a game without any cover shows the cover art the studio draws from its title, theme and art settings.',
    video: 'Gameplay video',
    layout: 'Layout',
    mode: 'Mode',
    reels: 'Reels',
    rows: 'Rows',
    lines: 'Paylines',
    ways: 'Ways',
    maxRowsPerReel: 'Maximum rows per reel',
    maxRowsPerReelHelp:
      'Space-separated, one number per reel; their product is the ways count (7 7 8 8 8 8 → 200,704).',
    maxMultiplier: 'Max win (× bet)',
    multiplierKind: 'Kind',
    multiplierValue: 'Value',
    rtp: 'Return to player (%)',
    volatility: 'Volatility',
    hitFrequency: 'Hit frequency (%)',
    bet: 'Bet',
    betMin: 'Minimum bet',
    betMax: 'Maximum bet',
    buyFeature: 'Feature can be bought',
    buyPrice: 'Feature price (× bet)',
    buyPriceHelp: 'What the demo charges to buy straight into the feature.',
    mechanics: 'What the built-in demo plays',
    freeSpins: 'Free spins',
    freeSpinMultiplier: 'Free-spin multiplier',
    respin: 'Re-spin',
    releaseYear: 'Release year',
    supportedLanguages: 'Supported languages',
    platforms: 'Platforms',
    artHelp:
      'The cover art and the built-in demo are drawn in this motif and palette. Left empty, the theme’s own are used.',
    art: 'Art',
    motif: 'Motif',
    motifHelp: 'The emblem, e.g. dragon, koi, seven.',
    accent: 'Main colour',
    accentHelp: 'Main colour, #rrggbb.',
    highlight: 'Highlight colour',
    highlightHelp: 'Highlights and gold, #rrggbb.',
    background: 'Background colour',
    backgroundHelp: 'Dark background, #rrggbb.',
    sites: 'Listed on these sites',
    sitesHelp:
      'A game goes live on a site only when its title and description are written in that site’s language.',
    siteIncomplete: 'no title or description in this language yet',
    names: 'Names in the extra game-list languages',
    namesHelp: 'Served only by the game-list API (hotGames, newGames, typeGames).',
    demo: 'Free trial',
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
      email: 'E-mail',
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
      failed: 'Failed, given up',
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
    hexColor: 'A colour as #rrggbb.',
    fishingOnly: 'Only a fishing game has this. Clear it, or make the game a fishing game.',
    wholeNumber: 'A whole number.',
    motif: 'Not a motif the art library draws; one of: {{motifs}}.',
    sitesRequired: 'Choose at least one site.',
    translatorLanguages: 'Choose the languages this translator may edit.',
    origins: 'Not an origin (https://host): {{origins}}',
    contactSiteTwice: 'List each site once: {{sites}} appears more than once.',
    rowsFixedForTranslators:
      'Translators can edit these texts but cannot add, remove or reorder the rows. Ask an editor.',
    gameIdTaken: 'Game id {{gameId}} is already used by “{{title}}”.',
    createInEnglish:
      'A new game is made in English: choose English in the language menu and give its English title first.',
  },

  media: {
    singular: 'Image or video',
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
    balanceHelp: 'Kept for the free trials, so a reload continues the session.',
  },

  enquiries: {
    singular: 'Enquiry',
    plural: 'Enquiries',
    status: 'Status',
    type: 'Enquiry type',
    locale: 'Language',
    name: 'Name',
    company: 'Company',
    email: 'E-mail',
    country: 'Country or region',
    channel: 'Preferred channel',
    handle: 'Handle on that channel',
    message: 'Message',
    site: 'Site',
    notes: 'Internal notes',
    notification: 'E-mail notification',
    notificationAttempts: 'Notification attempts',
    notificationError: 'Last notification error',
    notifiedAt: 'Notified at',
  },

  users: {
    singular: 'User',
    plural: 'Users',
    name: 'Name',
    role: 'Role',
    roleHelp:
      'Admin: everything. Editor: all content, publishes. Translator: drafts in assigned languages only. Sales: enquiries only.',
    firstUserRole: 'The first account is the studio’s admin.',
    languages: 'Languages this translator may edit',
  },

  catalogueOrder: {
    label: 'Catalogue order',
    about: 'Drag games to reorder a list. Unpublished games never show.',
    lists: {
      featured: 'Featured',
      hot: 'Hot',
      new: 'New',
      fish: 'Fishing',
      slot: 'Slots',
      arcade: 'Arcade',
    } satisfies Record<CatalogueList, string>,
    listHelp: {
      featured: 'The games of “Our games” on the home page and the first of the game list.',
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
      'One wording per concept and language. Use the term everywhere; never the variants listed to avoid.',
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
    noteHelp: 'Usage note, in English.',
    rowLabel: 'Term {{number}}',
    claims: 'Claims',
    claimsHelp: 'The studio’s claims as the home page’s “About us” section states them.',
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
      'The review-platform sentence; empty where this language intentionally states none.',
  },

  homeSections: {
    label: 'Home sections',
    about: 'The home page, section by section. Drag to reorder; tick “Hide” to leave one out.',
    tabSections: 'Sections',
    tabSeo: 'SEO',
    sections: 'Sections',
    hidden: 'Hide this section',
    hiddenEverywhere:
      'Every language’s site: hiding it takes the section off the home page of all eleven sites once published.',
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
    secondaryCta: 'Second button',
    claim: { singular: 'Claim', plural: 'Claims' },
    section: { singular: 'Section', plural: 'Sections' },
    claims: 'Claims',
    claimValue: 'Value',
    claimValueHelp: 'For example 70+, 2018, HTML5.',
    claimLabel: 'Label',
    claimValueText: 'Value as written here',
    claimValueTextHelp:
      'This language’s way of writing the value, such as 20年以上 or 70+款. Empty: the value as it is.',
    partnership: 'Partnership',
    partnershipHelp: 'The review-platform sentence, where this language states it.',
    meta: 'Search engines and link previews',
    metaTitle: 'Page title',
    metaDescription: 'Page description',
  },

  optionalText: {
    absent: 'Not stated in this language',
    absentHelp:
      'Tick when this language intentionally has no such text: the page shows none, never the English one.',
  },

  labelSets: {
    site: 'Label sets: site',
    siteHelp: 'Navigation, catalogue, game pages, search, 404 and footer texts.',
    form: 'Label sets: enquiry form',
    formHelp: 'Labels, help and messages of the contact form.',
    demo: 'Label sets: free trials',
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
        bet: 'The bet picker of the slot, dice and coin-pusher demos.',
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
      kinds: 'Game kinds',
      notFound: 'Page not found',
      terms: 'Terms page',
      footer: 'Footer',
      update: 'Site update notice',
      error: 'Error page',
      form: 'Enquiry form',
      demo: 'Free trials',
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
    studioName: 'Studio name',
    contactEmail: 'Contact e-mail',
    tagline: 'Tagline',
    logo: 'Logo',
    social: 'Social links',
    socialLink: { singular: 'Social link', plural: 'Social links' },
    network: 'Network',
    url: 'Address (URL)',
    demo: 'Free trial launch',
    launchUrlTemplate: 'Launch URL template',
    launchUrlTemplateHelp:
      'Where a game’s demo opens. Placeholders: {gameId} {lang} {account} {currency} (the site’s play money: USD on /en, JPY on /jp…) {lobbyUrl}. The default plays the built-in demos.',
    newTabOnPhones: 'Open in a new tab on phones',
    embedOrigins: 'Operator sites that may embed the built-in demos',
    embedOriginsHelp:
      'One origin per line, such as https://lobby.example.com or https://*.example.com. Only these sites (and this one) may show /demo/… in a frame; takes effect within ten seconds. The DEMO_FRAME_ANCESTORS environment variable adds more.',
    contacts: 'Contact channels per site',
    contactsHelp:
      'What each site’s enquiry form offers as the preferred contact channel, in this order (the market’s usual one first), and the example number under it. A site not listed offers e-mail alone.',
    contactRow: { singular: 'Site', plural: 'Sites' },
    contactSite: 'Site',
    contactChannels: 'Channels',
    phoneExample: 'Example number',
    phoneExampleHelp:
      'A phone number as the market writes it, with the country code: +66 81 234 5678.',
  },

  /** The "Forgot password?" screen: no e-mail is sent; an admin sets a new password. */

  noPasswordReset: {
    title: 'Passwords are not reset by e-mail',
    body: 'No e-mail is sent from here: an admin of the studio sets a new password for you. Ask one of them, then sign in with it.',
  },

  firstAdminClosed: {
    title: 'No admin account yet',
  },

  /** A screen of the editors' (Create New of a collection only editors add to), opened by someone else. */
  editorsWork: {
    /** On a media item, to whoever may read it but not change it (a translator). */
    mediaReadOnly:
      'Media are the editors’ work: only an editor changes a file or its alternative text, in any language. If one is missing or wrong, ask an editor.',
    /** On the site settings, to whoever may read them but not change them (a translator). */
    settingsReadOnly:
      'Site settings are the editors’ work: only an editor changes them, in any language. If something here is missing or wrong, ask an editor.',
    title: 'Editors’ work',
    body: 'Only editors add to {{label}}. If something you need is missing, ask an editor.',
    back: 'Back to {{label}}',
    adminsTitle: 'Admins’ work',
    adminsBody:
      'Only the studio’s admins add to {{label}}. If you need an account made or changed, ask an admin.',
  },

  /** The translators' workflow: the English under each field, freshness, review. */
  failedPurges: {
    singular: 'Failed edge purge',
    plural: 'Failed edge purges',
    group: 'System',
    about:
      'The shared cache in front of the site did not take these purges. Pages with these tags may show their content from before the publish until their edge lifetime runs out; purge the tags in the edge’s own console (or publish again), then delete the entry.',
    edge: 'Edge',
    tags: 'Tags',
    tagsHelp: 'Space-separated, as the edge’s purge takes them.',
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
      droppedBack: 'Row {{row}} dropped; it stays where it was.',
      cancelled: 'Moving cancelled; row {{row}} stays where it was.',
    },
  },

  workflow: {
    reload: 'Reload the page',
    changedElsewhere:
      'The {{language}} text of this entry was changed elsewhere since you opened it (a file import, a restored version or a colleague), so your change was not saved over it. Copy what you just wrote, then reload the page to see the new text.',
    /** A publish of the language on screen is scheduled (a translator's bar, walk 35, F9). */
    scheduledForEditors:
      'A publish of {{language}} is scheduled for {{date}}: its latest draft at that minute goes live, with what translators save until then.',
    scheduledUnreviewed:
      '{{language}} is not marked ready for review: review it before then, or move the publish.',
    scheduledLive:
      'A publish of {{language}} is scheduled for {{date}}: what you save until then goes live with it.',
    english: 'English',
    needsUpdate: 'Needs update',
    englishChanged: 'The English has changed since this was translated. It was:',
    stillCorrect: 'Still correct',
    stillCorrectHelp: 'The translation fits the new English as it is: clear the mark.',
    note: 'Translator’s note',
    markReady: 'Mark {{language}} ready for review',
    readyForReview: '{{language}} is ready for review',
    withdraw: 'Withdraw',
    waitingForReview: 'Waiting for review:',
    readyFrom: '{{language}} (from {{name}})',
    draftsOnly: 'You save drafts; an editor reviews and publishes them.',
    /** In place of draftsOnly on an entry without drafts (the glossary): Save writes it. */
    savedAtOnce:
      'Save writes your text at once (this entry keeps no drafts); an editor reviews it.',
    readOnlyHere: 'You translate {{own}}; {{language}} is read-only for you.',
    openOwn: 'Open it in {{language}}',
    copyInto: 'Copy the {{from}} text into {{language}}',
    copyIntoConfirm:
      'Copy into {{language}} the {{from}} text of each field that is still empty in {{language}}? Fields that already have {{language}} text keep it.',
    copied:
      'Copied: the {{language}} fields that were empty now hold the {{from}} text to translate; the others kept theirs.',
    nothingToCopy:
      'Nothing to copy: this entry has no {{from}} text for the {{language}} fields that are still empty.',
    yourWork: 'Your work in {{language}}',
    openYourWork: 'Everything to do in {{language}}',
    translations: 'Translations',
    completeEverywhere: 'Complete and up to date in all ten languages.',
    completeInYours: 'Complete and up to date in {{languages}}.',
    stillMissing: 'Still missing text in:',
    needsUpdateIn: 'Needs update in:',
    textCount: '{{count}} texts',
    statusOfAll: 'Translation status of all entries',
  },

  translationStatus: {
    yourText: 'Your text in the file:',
    title: 'Translation status',
    navLink: 'Translation status',
    staffOnly: 'The translation status is for editors and translators.',
    readyNeedsTexts_one:
      '{{language}} cannot be marked ready for review: {{count}} text is still missing. Write it first.',
    readyNeedsTexts_other:
      '{{language}} cannot be marked ready for review: {{count}} texts are still missing. Write them first.',
    intro:
      'What each language still misses, in the latest drafts. A red number counts the missing texts, an amber ↻ number the translations whose English has changed since (they need update): point at it to see which, click it to open the entry in that language. A subtitle or other optional text counts only where the English has one.',
    missingIn: 'To do in',
    anyLanguage: 'Any language (show all)',
    anyState: 'Missing or needing update',
    nothingMissing: 'Nothing is missing in {{language}}.',
    entriesMissing_one: '{{count}} entry misses text or needs update in {{language}}.',
    entriesMissing_other: '{{count}} entries miss text or need update in {{language}}.',
    groupGlobals: 'Pages and labels',
    entry: 'Entry',
    complete: 'Complete',
    completeSomeLeftOut: 'Complete, some texts left out in this language by choice',
    completeLeftOut: 'Complete; not stated in this language by choice:',
    andMore: '… and {{count}} more',
    missingCount: '{{count}} missing in {{language}}: {{texts}}',
    entriesMissingText: 'Entries missing text',
    entriesNeedingUpdate: 'Entries needing update',
    textsMissing: 'Texts missing',
    textsFile: 'Texts file',
    upload: 'Upload file…',
    uploading: 'Uploading…',
    uploadFailed: 'The upload failed ({{status}}).',
    uploadUnreachable: 'The upload failed: the server could not be reached.',
    uploadSaved_one: '{{count}} text saved as a draft',
    uploadSaved_other: '{{count}} texts saved as drafts',
    uploadUnchanged: '{{count}} unchanged',
    uploadNotSaved: '{{count}} not saved',
    needsUpdate: 'Needs update (the English changed):',
    needUpdateCount: '{{count}} need update in {{language}}: {{texts}}',
    textsNeedingUpdate: 'Texts needing update',
    waitingForReview: 'Waiting for review ({{count}})',
    failedSchedules: 'Scheduled publishes that did not go out ({{count}})',
    scheduledFor: 'Scheduled for',
    reason: 'Why',
    longestWaitingShown: 'The {{shown}} waiting longest are listed.',
    language: 'Language',
    from: 'From',
    since: 'Since',
    download: 'Download {{format}}',
    uploadConfirmed: '{{count}} confirmed as still correct',
    uploadNotes_one: '{{count}} note kept',
    uploadNotes_other: '{{count}} notes kept',
    /** Why an uploaded texts file is refused (the import's 4xx answers). */
    importProblems: {
      notJson: 'The file is not valid JSON.',
      notTextsFile: 'The file is not a texts file as exported here (at {{at}}).',
      otherLanguage: 'The file holds {{found}} texts, not {{wanted}}.',
      csvOpenQuote: 'The CSV file has a quoted field that never ends.',
      csvColumns: 'The CSV file needs a “key” column and a “{{locale}}” column in its first row.',
      xmlTooDeep: 'The file nests elements deeper than {{depth}} levels.',
      notXml: 'The file is not valid XML (line {{line}}, column {{column}}).',
      notXliff: 'The file is not an XLIFF document.',
      xliffVersion: 'Send XLIFF version 1.2, as exported here.',
      busy: 'Another translation file is being exported or imported right now; try again in a moment.',
      notUtf8: 'The file is not valid UTF-8.',
      tooLarge: 'The file is larger than {{megabytes}} MB.',
      tooManyUnits:
        'The file holds more than {{max}} texts: a language’s whole catalogue holds far fewer. Send one exported file, or split it.',
      noteTooLong:
        'The note on {{unit}} is {{length}} characters long: a note may have at most {{max}}.',
      mediaType: 'Send the file as application/json, text/csv or application/x-xliff+xml.',
      notYours: 'You may not edit the {{language}} texts.',
    },
    importErrors: {
      noSuchText: 'No such text (the entry, row or field may have been removed).',
      noSuchRow: 'No such text (the row may have been removed).',
      englishChanged: 'The English has changed since the file was exported: export it again.',
      otherBlocks:
        "Not saved: this translation is laid out in other blocks than the English (a paragraph or list item more or fewer), so a file cannot put it back in place. Change it in the admin's form.",
      unstamped:
        'Not saved: the site already has a translation of this text, and the file has lost its “base” stamp, so it could undo a newer change. Export again and keep the base column (or attribute).',
      changedSince:
        "Changed on the site since the file was exported, so the site's text was kept: export again to see it.",
      notYourRole: 'Not saved: your role may not change this text.',
      tooLong: 'The text is longer than {{kilobytes}} KB, more than any text of the site needs.',
      tooManyLines: 'The text has more than {{lines}} lines, more than any text of the site needs.',
      tooManyMarks:
        'The text has more than {{marks}} formatting marks (* _ ` ~ [ ] < > \\), more than any text of the site needs.',
      unknownState:
        'Not saved: the state “{{state}}” is unknown. Write current or needs-update, or leave it empty.',
    },
  },

  // Publication states, headings and accounts (issue 37).
  editorial: {
    states: {
      published: 'Published',
      changed: 'Published, with changes not yet published',
      ready: 'Ready for review',
      draft: 'Draft, not published',
    },
    column: 'Publication',
    /** The document's header: when visitors began to read the language on screen. */
    publishedAt: 'Published',
    englishTitle: '{{title}} (English)',
    /** The dialog of someone whose editing a colleague took over, naming the colleague. */
    takenOverBy: '{{name}} has taken over editing this document.',
    /** Above the texts typed and not saved, in the dialog that ends one's editing. */
    unsavedText: 'What you typed since your last save was not saved. Copy it before you choose:',
    adminLanguage: 'Admin language',
    adminLanguageHelp:
      'The language of this account’s admin screens, set at each sign-in. Left empty, a translator’s is their first language.',
    importSavedIn: 'Saved in {{language}}: {{entries}}',
    /** After a translation file's upload: the entries whose "ready for review" mark it took off. */
    importUnmarked:
      'No longer marked ready for review in {{language}}, as the file changed their texts (mark them again once they are ready): {{entries}}',
    publishAll: 'Publish all languages',
    schedule: {
      latestDraft: 'At that minute its latest draft goes live, with whatever is saved until then.',
      allLanguages: 'All languages',
      failed: 'The scheduled publish of {{language}} did not go out',
      failedNow: 'Its texts are complete now: publish it, or schedule it again.',
      zoneOfComputer: 'Times are in {{zone}}, this computer’s time.',
      zoneOfStudio: 'Times are in {{zone}}, the studio’s time.',
      zone: 'Times are in {{zone}}.',
    },
    confirmAll: {
      publishHeading: 'Publish every language?',
      scheduleHeading: 'Schedule a publish of every language?',
      intro: 'Each language’s latest draft goes public, whatever its state now:',
      notReady: 'Drafts not marked ready for review: {{languages}}.',
      schedule: 'Schedule all languages',
    },
    /** The versions list: what each version published, and what visitors read of it now. */
    versions: {
      publishedIn: 'Published in {{languages}}',
      publishedAll: 'Published in all languages',
      latest: 'Latest version',
      liveIn: 'Visitors read it in {{languages}}',
      liveEverywhere: 'Visitors read it in every language',
      /** The newest version: the languages a translator marked ready for review (as the header says). */
      readyIn: 'Ready for review: {{languages}}',
      restoreIsEditors:
        'Restoring a version is an editor’s job: it brings back every language at once. To bring back a text of yours, copy it from this version into the form.',
      /** The restore's confirmation: the languages whose texts it replaces (a draft or the live text). */
      restoreAllLanguages: 'Restoring brings back this version’s texts in every language at once.',
      restoreChanges:
        'The texts it replaces, drafts or live: {{languages}}. What was written since stays in the versions list.',
      /** The restore's confirmation: whether the site changes at once, as Payload restores. */
      restoreGoesLive:
        'Restoring this version publishes it: its texts go live on the site right away, in every language.',
      restoreCheckFirst:
        'To check them first, choose “{{asDraft}}” (▾ beside the button): the site then changes only when someone publishes.',
      restoreStaysDraft:
        'It is restored as a draft: the site does not change until someone publishes it.',
      restoreChangesNone: 'No language’s draft changes: their texts are as in this version.',
    },
  },

  /** Why a translator's write is refused (the API's 403s), in their admin language. */
  translatorRefusals: {
    create: 'Only editors add {{entries}}.',
    delete: 'Only editors delete {{entries}}.',
    notYourLanguage: 'You write only in your own languages: {{language}} is not one of them.',
    oneAtATime: 'Translators save one entry at a time.',
    draftsOnly: 'Translators save drafts: publishing and unpublishing are an editor’s job.',
    noStatus: '{{entry}} has no publication state to change.',
    embeddedByEditors:
      'The pictures and links to pages in “{{field}}” are chosen by an editor: a translation keeps the English ones.',
    sharedField: '“{{field}}” is shared by every language: only an editor changes it.',
  },
}

export type AdminMessages = typeof en
