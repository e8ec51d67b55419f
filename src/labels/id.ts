import type { AdminMessages } from './en'

export const id: AdminMessages = {
  groups: {
    catalogue: 'Katalog',
    content: 'Konten',
    labelSets: 'Set label',
    studio: 'Studio',
    visitors: 'Pengunjung',
    translations: 'Terjemahan',
  },

  games: {
    singular: 'Game',
    plural: 'Game',
    about: 'Katalog game. ID game adalah pengenal publik yang dipakai di URL dan API daftar game.',
    heading: 'Judul tampilan',
    gameId: 'ID game',
    kind: 'Jenis',
    theme: 'Kelompok tema',
    tabs: { texts: 'Teks', figures: 'Angka', art: 'Gambar', listing: 'Penayangan', seo: 'SEO' },
    title: 'Judul',
    subtitle: 'Subjudul',
    description: 'Deskripsi',
    typeText: 'Jenis game (teks yang dilihat pemain)',
    typeTextHelp: 'Misalnya “5×3 · 25 payline”.',
    features: 'Fitur',
    featuresHelp: 'Editor menambah atau menghapus fitur di sini; penerjemah menulis teksnya.',
    feature: 'Fitur',
    cover: 'Gambar sampul',
    coverHelp:
      'Bahasa tanpa sampul sendiri menampilkan sampul bahasa Inggris; game tanpa sampul sama sekali menampilkan sampul yang dibuat otomatis dari judul, tema, dan pengaturan gambarnya.',
    video: 'Video gameplay',
    layout: 'Tata letak gulungan',
    mode: 'Mode',
    reels: 'Gulungan',
    rows: 'Baris',
    lines: 'Payline',
    ways: 'Ways',
    maxRowsPerReel: 'Baris maksimum per gulungan',
    maxRowsPerReelHelp:
      'Satu angka per gulungan, dipisahkan spasi; hasil kalinya adalah jumlah ways (7 7 8 8 8 8 → 200.704).',
    maxMultiplier: 'Kemenangan maksimum (× taruhan)',
    multiplierKind: 'Jenis',
    multiplierValue: 'Nilai',
    rtp: 'RTP (%)',
    volatility: 'Volatilitas',
    hitFrequency: 'Frekuensi menang (%)',
    bet: 'Taruhan',
    betMin: 'Taruhan minimum',
    betMax: 'Taruhan maksimum',
    buyFeature: 'Fitur dapat dibeli',
    buyPrice: 'Harga fitur (× taruhan)',
    buyPriceHelp: 'Biaya yang dikenakan demo untuk langsung masuk ke fitur.',
    mechanics: 'Mekanisme demo bawaan',
    freeSpins: 'Putaran gratis',
    freeSpinMultiplier: 'Pengali putaran gratis',
    respin: 'Respin',
    releaseYear: 'Tahun rilis',
    supportedLanguages: 'Bahasa yang didukung',
    platforms: 'Platform',
    artHelp:
      'Gambar sampul dan demo bawaan digambar dengan motif dan warna ini. Jika dikosongkan, yang dipakai adalah motif dan warna tema.',
    art: 'Motif dan warna',
    motif: 'Motif',
    motifHelp: 'Lambang utama, misalnya dragon, koi, seven.',
    accent: 'Warna utama',
    accentHelp: 'Warna utama, dalam format #rrggbb.',
    highlight: 'Warna sorotan',
    highlightHelp: 'Sorotan dan emas, dalam format #rrggbb.',
    background: 'Warna latar',
    backgroundHelp: 'Latar gelap, dalam format #rrggbb.',
    sites: 'Dicantumkan di situs berikut',
    sitesHelp:
      'Game baru tayang di sebuah situs jika judul dan deskripsinya sudah ditulis dalam bahasa situs tersebut.',
    siteIncomplete: 'belum ada judul atau deskripsi dalam bahasa ini',
    names: 'Nama dalam bahasa tambahan untuk daftar game',
    namesHelp: 'Hanya disajikan oleh API daftar game (hotGames, newGames, typeGames).',
    demo: 'Uji coba gratis',
    demoAvailable: 'Demo tersedia',
    launchUrl: 'URL peluncuran khusus',
    launchUrlHelp: 'Kosongkan untuk memakai templat di Pengaturan situs.',
    meta: 'Mesin pencari dan pratinjau tautan',
    metaTitle: 'Judul halaman',
    metaDescription: 'Deskripsi halaman',
  },

  options: {
    kinds: { slot: 'Slot', fish: 'Tembak ikan', arcade: 'Arkade', board: 'Game dadu' },
    themes: {
      chinese: 'Oriental',
      classic: 'Klasik',
      fantasy: 'Fantasi',
      fishing: 'Memancing',
      western: 'Koboi',
    },
    layoutModes: { lines: 'Payline', ways: 'Ways', megaways: 'Megaways', none: 'Tanpa gulungan' },
    multiplierKinds: { value: 'Sebuah nilai', unlimited: 'Tak terbatas', none: 'Tidak ada' },
    volatilities: { low: 'Rendah', medium: 'Sedang', high: 'Tinggi', 'very-high': 'Sangat tinggi' },
    roles: { admin: 'Admin', editor: 'Editor', translator: 'Penerjemah', sales: 'Penjualan' },
    enquiryStatuses: {
      new: 'Baru',
      'in-progress': 'Sedang ditangani',
      answered: 'Sudah dijawab',
      spam: 'Spam',
    },
    enquiryTypes: {
      integration: 'Integrasi',
      partnership: 'Kemitraan',
      demo: 'Demo',
      other: 'Lainnya',
    },
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
    },
    notifications: {
      queued: 'Dalam antrean',
      sent: 'Terkirim',
      retrying: 'Gagal, sedang dicoba lagi',
      failed: 'Gagal, berhenti mencoba',
    },
  },

  validation: {
    required: 'Wajib diisi sebelum game diterbitkan.',
    reels: 'Isi jumlah gulungan.',
    rows: 'Isi jumlah baris.',
    lines: 'Isi jumlah payline.',
    ways: 'Isi jumlah ways.',
    waysOfRows:
      '{{reels}} gulungan dengan {{rows}} baris menghasilkan {{product}} ways, bukan {{ways}}.',
    rowsPerReel: 'Isi {{reels}} angka, satu per gulungan.',
    waysOfRowsPerReel:
      'Baris-baris ini menghasilkan paling banyak {{product}} ways, bukan {{ways}}.',
    multiplier: 'Isi kemenangan maksimum (× taruhan).',
    hexColor: 'Warna dalam format #rrggbb.',
    fishingOnly:
      'Hanya game memancing yang memiliki ini. Kosongkan, atau jadikan game ini game memancing.',
    wholeNumber: 'Bilangan bulat.',
    motif: 'Motif ini tidak ada di pustaka gambar; pilih salah satu: {{motifs}}.',
    sitesRequired: 'Pilih setidaknya satu situs.',
    translatorLanguages: 'Pilih bahasa yang boleh diedit penerjemah ini.',
    origins: 'Bukan origin (https://host): {{origins}}',
    contactSiteTwice: 'Cantumkan setiap situs sekali saja: {{sites}} muncul lebih dari sekali.',
    rowsFixedForTranslators:
      'Penerjemah dapat mengubah teks ini, tetapi tidak dapat menambah, menghapus, atau mengubah urutan baris. Hubungi editor.',
    gameIdTaken: 'ID game {{gameId}} sudah dipakai oleh “{{title}}”.',
    createInEnglish:
      'Game baru dibuat dalam bahasa Inggris: pilih English di menu bahasa dan isi dulu judul bahasa Inggrisnya.',
  },

  media: {
    singular: 'Gambar atau video',
    newHeading: 'Gambar atau video baru',
    plural: 'Media',
    prefix: 'Folder penyimpanan',
    alt: 'Teks alternatif',
    mimeType: 'Jenis berkas',
  },

  members: {
    singular: 'Anggota demo',
    plural: 'Anggota demo',
    account: 'Akun',
    currency: 'Mata uang',
    lastSeenAt: 'Terakhir aktif',
    balance: 'Saldo uang main',
    balanceHelp:
      'Disimpan untuk uji coba gratis, agar permainan berlanjut setelah halaman dimuat ulang.',
  },

  enquiries: {
    singular: 'Pertanyaan',
    plural: 'Pertanyaan',
    status: 'Status',
    type: 'Jenis pertanyaan',
    locale: 'Bahasa',
    name: 'Nama',
    company: 'Perusahaan',
    email: 'Email',
    country: 'Negara atau wilayah',
    channel: 'Saluran pilihan',
    handle: 'Akun di saluran tersebut',
    message: 'Pesan',
    site: 'Situs',
    notes: 'Catatan internal',
    notification: 'Notifikasi email',
    notificationAttempts: 'Percobaan notifikasi',
    notificationError: 'Galat notifikasi terakhir',
    notifiedAt: 'Waktu notifikasi',
  },

  users: {
    singular: 'Pengguna',
    newHeading: 'Pengguna baru',
    plural: 'Pengguna',
    name: 'Nama',
    role: 'Peran',
    roleHelp:
      'Admin: akses penuh. Editor: semua konten, termasuk menerbitkan. Penerjemah: hanya draf dalam bahasa yang ditugaskan. Penjualan: hanya pertanyaan.',
    firstUserRole: 'Akun pertama adalah admin studio.',
    languages: 'Bahasa yang boleh diedit penerjemah ini',
  },

  catalogueOrder: {
    label: 'Urutan katalog',
    about:
      'Seret game untuk mengubah urutan daftar. Game yang belum diterbitkan tidak pernah tampil.',
    lists: {
      featured: 'Unggulan',
      hot: 'Populer',
      new: 'Baru',
      fish: 'Tembak ikan',
      slot: 'Slot',
      arcade: 'Arkade',
    },
    listHelp: {
      featured: 'Game di bagian “Game kami” pada beranda dan yang pertama di daftar game.',
      hot: 'Tab “Populer” dan GET /api/hotGames.',
      new: 'Tab “Baru” dan GET /api/newGames.',
      fish: 'Tab “Tembak ikan” dan bagian game tembak ikan di beranda. Daftar aslinya diawali 701.',
      slot: 'Tab “Slot”.',
      arcade: 'Tab “Arkade”.',
    },
  },

  glossary: {
    label: 'Glosarium',
    about:
      'Satu istilah per konsep dan bahasa. Gunakan istilah ini di mana pun; jangan pernah memakai varian yang harus dihindari.',
    naming: 'Aturan penamaan',
    namingHelp:
      'Cara pasar ini menamai game: kapan judul ditransliterasi, kapan diterjemahkan, dan apa yang tetap dalam aksara Latin. Setiap judul mengikutinya.',
    terms: 'Istilah',
    term: 'Istilah',
    termHelp: 'Satu-satunya istilah yang dipakai di mana pun.',
    key: 'Konsep',
    avoid: 'Hindari',
    avoidHelp: 'Varian yang tidak boleh muncul dalam konten bahasa ini, satu per baris.',
    note: 'Catatan',
    noteHelp: 'Cara memakai istilah ini, untuk penulis bahasa ini.',
    rowLabel: 'Istilah {{number}}',
    claims: 'Keunggulan',
    claimsHelp: 'Keunggulan studio seperti yang dinyatakan bagian “Tentang kami” di beranda.',
    claimGames: 'Jumlah game',
    claimGamesHelp: 'Game dan API game (70+).',
    claimFounded: 'Didirikan',
    claimFoundedHelp: 'Tahun berdiri (2018).',
    claimFishing: 'Game tembak ikan',
    claimFishingHelp: 'Pengalaman membuat game tembak ikan, dalam tahun (20+).',
    claimEngine: 'Mesin',
    claimEngineHelp: 'Mesin HTML5 buatan sendiri.',
    claimPartnership: 'Kemitraan',
    claimPartnershipHelp:
      'Kalimat tentang platform ulasan; kosongkan jika bahasa ini sengaja tidak menyebutkannya.',
  },

  homeSections: {
    label: 'Bagian beranda',
    about:
      'Beranda, bagian demi bagian. Seret untuk mengubah urutan; centang “Sembunyikan” untuk tidak menampilkan sebuah bagian.',
    tabSections: 'Bagian',
    tabSeo: 'SEO',
    sections: 'Bagian',
    hidden: 'Sembunyikan bagian ini',
    hiddenEverywhere:
      'Berlaku untuk situs semua bahasa: setelah dipublikasikan, bagian ini hilang dari beranda kesebelas situs.',
    blocks: {
      hero: 'Banner utama',
      featuredGames: 'Game unggulan',
      fishingGames: 'Game tembak ikan',
      services: 'Layanan kami',
      about: 'Tentang kami',
      vision: 'Visi kami',
      contact: 'Hubungi kami',
    },
    services: {
      team: 'Tim',
      gameDesign: 'Desain game',
      artDesign: 'Desain grafis',
      soundDesign: 'Desain suara',
      partners: 'Mitra',
    },
    eyebrow: 'Teks pembuka',
    title: 'Judul',
    heading: 'Judul bagian',
    text: 'Teks',
    primaryCta: 'Tombol utama',
    secondaryCta: 'Tombol kedua',
    claim: { singular: 'Keunggulan', plural: 'Keunggulan' },
    section: { singular: 'Bagian', plural: 'Bagian' },
    claims: 'Keunggulan',
    claimValue: 'Nilai',
    claimValueHelp: 'Misalnya 70+, 2018, HTML5.',
    claimLabel: 'Label',
    claimValueText: 'Nilai dalam bahasa ini',
    claimValueTextHelp:
      'Cara bahasa ini menulis nilainya, misalnya 20+ tahun. Kosong: nilai ditampilkan apa adanya.',
    partnership: 'Kemitraan',
    partnershipHelp: 'Kalimat tentang platform ulasan, jika bahasa ini menyebutkannya.',
    meta: 'Mesin pencari dan pratinjau tautan',
    metaTitle: 'Judul halaman',
    metaDescription: 'Deskripsi halaman',
  },

  optionalText: {
    absent: 'Tidak disebutkan dalam bahasa ini',
    absentHelp:
      'Centang jika bahasa ini sengaja tidak memiliki teks ini: halaman tidak menampilkan apa pun, juga bukan teks bahasa Inggris.',
  },

  labelSets: {
    site: 'Set label: situs',
    siteHelp: 'Teks navigasi, katalog, halaman game, pencarian, 404, dan footer.',
    form: 'Set label: formulir pertanyaan',
    formHelp: 'Label, bantuan, dan pesan formulir kontak.',
    demo: 'Set label: uji coba gratis',
    demoHelp: 'Setiap kata yang ditampilkan demo bawaan.',
    /** Under two labels of a group that read the same: where each appears (walk 34, F8). */
    places: {
      gameMenu: {
        new: 'Tab daftar game yang menampilkan game baru',
        newBadge: 'Tanda pada kartu game baru',
      },
      search: {
        label: 'Nama kolom pencarian, yang dibacakan pembaca layar',
        placeholder: 'Petunjuk di dalam kolom pencarian yang masih kosong',
      },
      notFound: {
        message: 'Judul halaman yang tidak ada',
        invalidRoute:
          'Judul saat situs sama sekali tidak bisa membaca alamatnya (salah ketik atau tautan rusak)',
      },
      form: {
        email: 'Nama kolom email pada formulir kontak',
        channelEmail: 'Email di antara saluran kontak pilihan',
      },
      demo: {
        bet: 'Pilihan taruhan di demo slot, dadu, dan coin pusher',
        stake: 'Pilihan taruhan di demo tembak ikan: harga satu tembakan',
      },
    },
    groups: {
      mainNav: 'Navigasi utama',
      gameMenu: 'Menu daftar game',
      gameDetail: 'Halaman game',
      titles: 'Judul halaman',
      buttons: 'Tombol',
      search: 'Pencarian',
      platforms: 'Platform',
      kinds: 'Jenis game',
      notFound: 'Halaman tidak ditemukan',
      terms: 'Halaman syarat dan ketentuan',
      footer: 'Footer',
      update: 'Pemberitahuan pembaruan situs',
      error: 'Halaman galat',
      form: 'Formulir pertanyaan',
      demo: 'Uji coba gratis',
    },
  },

  termsPage: {
    label: 'Halaman ketentuan',
    about: 'Halaman di /{site}/tc.',
    title: 'Judul',
    content: 'Isi',
  },

  siteSettings: {
    label: 'Pengaturan situs',
    savesLive:
      'Begitu disimpan, pengaturan ini langsung berlaku di semua situs: tidak ada drafnya.',
    studioName: 'Nama studio',
    contactEmail: 'Email kontak',
    tagline: 'Slogan',
    logo: 'Logo',
    social: 'Tautan media sosial',
    socialLink: { singular: 'Tautan media sosial', plural: 'Tautan media sosial' },
    network: 'Jaringan',
    url: 'Alamat (URL)',
    demo: 'Peluncuran uji coba gratis',
    launchUrlTemplate: 'Templat URL peluncuran',
    launchUrlTemplateHelp:
      'Tempat demo game dibuka. Placeholder: {gameId} {lang} {account} {currency} (uang main situs itu: USD di /en, JPY di /jp…) {lobbyUrl}. Bawaannya memainkan demo bawaan.',
    newTabOnPhones: 'Buka di tab baru pada ponsel',
    embedOrigins: 'Situs operator yang boleh menyematkan demo bawaan',
    embedOriginsHelp:
      'Satu origin per baris, misalnya https://lobby.example.com atau https://*.example.com. Hanya situs-situs ini (dan situs ini) yang boleh menampilkan /demo/… dalam bingkai; berlaku dalam sepuluh detik. Variabel lingkungan DEMO_FRAME_ANCESTORS menambahkan lebih banyak.',
    contacts: 'Saluran kontak per situs',
    contactsHelp:
      'Pilihan saluran kontak yang ditawarkan formulir pertanyaan di setiap situs, sesuai urutan ini (saluran yang paling umum di pasar itu lebih dulu), beserta contoh nomor di bawahnya. Situs yang tidak tercantum hanya menawarkan email.',
    contactRow: { singular: 'Situs', plural: 'Situs' },
    contactSite: 'Situs',
    contactChannels: 'Saluran',
    phoneExample: 'Contoh nomor',
    phoneExampleHelp:
      'Nomor telepon sesuai penulisan di pasar itu, dengan kode negara: +66 81 234 5678.',
  },

  noPasswordReset: {
    title: 'Kata sandi tidak diatur ulang lewat email',
    body: 'Dari sini tidak ada email yang dikirim: admin studio yang akan membuatkan kata sandi baru untuk Anda. Minta kepada salah satu admin, lalu masuk dengan kata sandi itu.',
  },

  firstAdminClosed: { title: 'Belum ada akun admin' },
  editorsWork: {
    /** On a media item, to whoever may read it but not change it (a translator). */
    mediaReadOnly:
      'Media adalah tugas editor: hanya editor yang mengubah file atau teks alternatifnya, dalam bahasa apa pun. Jika ada yang kurang atau salah, mintalah kepada editor.',
    /** On the site settings, to whoever may read them but not change them (a translator). */
    settingsReadOnly:
      'Pengaturan situs adalah tugas editor: hanya editor yang mengubahnya, dalam bahasa apa pun. Jika ada yang kurang atau salah, mintalah kepada editor.',
    title: 'Tugas editor',
    body: 'Hanya editor yang menambahkan ke {{label}}. Jika ada yang Anda perlukan tetapi belum ada, mintalah kepada editor.',
    back: 'Kembali ke {{label}}',
    adminsTitle: 'Tugas admin',
    adminsBody:
      'Hanya admin studio yang menambahkan ke {{label}}. Jika Anda perlu akun dibuat atau diubah, mintalah kepada admin.',
  },

  failedPurges: {
    singular: 'Purge edge yang gagal',
    plural: 'Purge edge yang gagal',
    group: 'Sistem',
    about:
      'Cache bersama di depan situs tidak menerima purge ini. Halaman dengan tag ini dapat menampilkan konten dari sebelum penerbitan sampai masa simpannya di edge habis; purge tag tersebut di konsol edge (atau terbitkan lagi), lalu hapus entri ini.',
    edge: 'Edge',
    tags: 'Tag',
    tagsHelp: 'Dipisahkan spasi, seperti yang diterima purge edge.',
    attempts: 'Percobaan',
    error: 'Galat terakhir',
  },

  screenReader: {
    addBlock: 'Tambah blok',
    dragToMove: 'Seret untuk memindahkan',
    editLink: 'Edit tautan',
    removeLink: 'Hapus tautan',
    insertParagraph: 'Sisipkan paragraf',
    notifications: 'Notifikasi (Alt+T)',
    closeNotification: 'Tutup notifikasi',
    textDropdown: 'Gaya teks',
    alignDropdown: 'Perataan',
    addDropdown: 'Sisipkan',
    dragHelp:
      'Untuk mengambil item yang dapat diseret, tekan spasi. Saat menyeret, gunakan tombol panah untuk memindahkan item. Tekan spasi lagi untuk meletakkannya di posisi baru, atau tekan Esc untuk membatalkan.',
    sortable: 'dapat diurutkan',
    responsive: 'Responsif',
    slashMenu: 'Menu sisipkan',
    expand: 'Bentangkan',
    formatting: {
      bold: 'Tebal',
      italic: 'Miring',
      underline: 'Garis bawah',
      strikethrough: 'Coret',
      subscript: 'Subskrip',
      superscript: 'Superskrip',
      inlineCode: 'Kode sebaris',
    },
    /** dnd-kit's announcements while a row is dragged: its place and where it goes. */
    dragging: {
      pickedUp: 'Baris {{row}} diambil.',
      movedOver: 'Baris {{row}} berada di atas posisi {{position}}.',
      notOver: 'Baris {{row}} tidak lagi berada di atas posisi mana pun.',
      dropped: 'Baris {{row}} diletakkan di posisi {{position}}.',
      droppedBack: 'Baris {{row}} dilepas; tetap di tempatnya.',
      cancelled: 'Pemindahan dibatalkan; baris {{row}} tetap di tempatnya.',
    },
  },

  workflow: {
    reload: 'Muat ulang halaman',
    changedElsewhere:
      'Teks {{language}} pada entri ini sudah diubah di tempat lain sejak Anda membukanya (lewat impor berkas, pemulihan versi, atau oleh rekan kerja), jadi perubahan Anda tidak disimpan agar tidak menimpanya. Salin dulu yang baru Anda tulis, lalu muat ulang halaman untuk melihat teks terbarunya.',
    /** A publish of the language on screen is scheduled (a translator's bar, walk 35, F9). */
    scheduledForEditors:
      'Teks {{language}} dijadwalkan terbit pada {{date}}: draf terbarunya pada saat itu yang akan tayang, termasuk semua yang disimpan penerjemah sebelumnya.',
    scheduledUnreviewed:
      'Teks {{language}} belum ditandai siap ditinjau: tinjau sebelum waktunya tiba atau ubah jadwalnya.',
    scheduledLive:
      'Teks {{language}} dijadwalkan terbit pada {{date}}: semua yang Anda simpan sampai saat itu ikut tayang.',
    english: 'Bahasa Inggris',
    needsUpdate: 'Perlu diperbarui',
    englishChanged: 'Teks bahasa Inggris berubah sejak ini diterjemahkan. Sebelumnya:',
    stillCorrect: 'Masih benar',
    stillCorrectHelp: 'Terjemahan sudah sesuai dengan teks bahasa Inggris yang baru: hapus tanda.',
    copiedNotTranslated: 'Disalin, belum diterjemahkan',
    keepCopied: 'Biarkan seperti ini',
    keepCopiedHelp:
      'Teks ini tetap sama dalam bahasa ini (misalnya nama): hitung sebagai sudah diterjemahkan.',
    note: 'Catatan penerjemah',
    markReady: 'Tandai teks {{language}} siap ditinjau',
    readyForReview: 'Teks {{language}} siap ditinjau',
    withdraw: 'Batalkan',
    waitingForReview: 'Menunggu tinjauan:',
    readyFrom: 'teks {{language}} dari {{name}}',
    draftsOnly: 'Anda menyimpan draf; editor yang meninjau dan menerbitkannya.',
    savedAtOnce:
      'Simpan langsung menerapkan teks Anda (entri ini tidak punya draf); editor akan meninjaunya.',
    readOnlyHere: 'Anda menerjemahkan ke {{own}}; teks {{language}} hanya bisa Anda baca.',
    openOwn: 'Buka dalam {{language}}',
    copyInto: 'Salin teks {{from}} ke {{language}}',
    copyIntoConfirm:
      'Salin teks {{from}} ke semua kolom {{language}} yang masih kosong? Kolom yang sudah berisi teks {{language}} tidak akan diubah.',
    copied:
      'Disalin: kolom {{language}} yang tadinya kosong kini berisi teks {{from}} untuk diterjemahkan. Kolom lain tidak diubah.',
    nothingToCopy:
      'Tidak ada yang bisa disalin: semua kolom {{language}} sudah terisi, atau kolom yang masih kosong juga kosong dalam {{from}}.',
    yourWork: 'Pekerjaan Anda dalam {{language}}',
    openYourWork: 'Semua yang perlu dikerjakan dalam {{language}}',
    translations: 'Terjemahan',
    completeEverywhere: 'Lengkap dan mutakhir dalam kesepuluh bahasa.',
    completeInYours: 'Lengkap dan mutakhir dalam {{languages}}.',
    stillMissing: 'Masih ada teks yang kurang dalam:',
    needsUpdateIn: 'Perlu diperbarui dalam:',
    textCount_one: '{{count}} teks',
    textCount_other: '{{count}} teks',
    statusOfAll: 'Status terjemahan semua entri',
  },

  translationStatus: {
    yourText: 'Teks Anda di berkas:',
    title: 'Status terjemahan',
    navLink: 'Status terjemahan',
    staffOnly: 'Status terjemahan hanya untuk editor dan penerjemah.',
    readyNeedsTexts_one:
      'Teks {{language}} belum bisa ditandai siap ditinjau: masih ada {{count}} teks yang belum diterjemahkan (kolomnya kosong atau masih berisi teks yang disalin). Terjemahkan dulu.',
    readyNeedsTexts_other:
      'Teks {{language}} belum bisa ditandai siap ditinjau: masih ada {{count}} teks yang belum diterjemahkan (kolomnya kosong atau masih berisi teks yang disalin). Terjemahkan dulu.',
    intro:
      'Halaman ini mencantumkan teks yang masih kurang di setiap bahasa, berdasarkan draf terbaru. Angka merah menunjukkan jumlah teks yang kurang: kolom yang kosong atau masih berisi teks yang disalin dan belum diterjemahkan. Angka ↻ kuning tua menunjukkan jumlah terjemahan yang perlu diperbarui karena teks bahasa Inggrisnya sudah berubah. Di komputer, arahkan kursor ke angka untuk melihat teks mana saja yang dihitung. Klik atau ketuk angka untuk membuka entri dalam bahasa itu. Subjudul atau teks opsional lain hanya dihitung jika versi bahasa Inggris memilikinya.',
    missingIn: 'Perlu dikerjakan dalam',
    anyLanguage: 'Bahasa apa pun (tampilkan semua)',
    anyState: 'Semua yang perlu dikerjakan',
    nothingMissing: 'Tidak ada teks {{language}} yang kurang.',
    entriesMissing_one: '{{count}} entri masih kekurangan teks {{language}} atau perlu diperbarui.',
    entriesMissing_other:
      '{{count}} entri masih kekurangan teks {{language}} atau perlu diperbarui.',
    groupGlobals: 'Halaman dan label',
    entry: 'Entri',
    complete: 'Lengkap',
    completeSomeLeftOut: 'Lengkap, sebagian teks sengaja tidak dipakai dalam bahasa ini',
    completeLeftOut: 'Lengkap; sengaja tidak disebutkan dalam bahasa ini:',
    andMore: '… dan {{count}} lainnya',
    missingCount: '{{count}} teks {{language}} kurang: {{texts}}',
    entriesMissingText: 'Entri yang kekurangan teks',
    entriesNeedingUpdate: 'Entri yang perlu diperbarui',
    textsMissing: 'Teks yang kurang',
    textsFile: 'Berkas terjemahan untuk',
    upload: 'Unggah berkas…',
    uploading: 'Mengunggah…',
    uploadFailed: 'Unggahan gagal ({{status}}).',
    uploadUnreachable: 'Unggahan gagal: server tidak dapat dihubungi.',
    uploadSaved_one: '{{count}} teks disimpan sebagai draf',
    uploadSaved_other: '{{count}} teks disimpan sebagai draf',
    uploadUnchanged: '{{count}} teks tidak berubah',
    uploadNotSaved: '{{count}} teks tidak tersimpan',
    needsUpdate: 'Perlu diperbarui (teks bahasa Inggris berubah):',
    needUpdateCount: '{{count}} teks {{language}} perlu diperbarui: {{texts}}',
    textsNeedingUpdate: 'Teks yang perlu diperbarui',
    waitingForReview: 'Menunggu tinjauan ({{count}})',
    failedSchedules: 'Penerbitan terjadwal yang tidak berhasil ({{count}})',
    scheduledFor: 'Dijadwalkan pada',
    reason: 'Alasan',
    longestWaitingShown: 'Ditampilkan {{shown}} entri yang paling lama menunggu.',
    language: 'Bahasa',
    from: 'Dari',
    since: 'Sejak',
    download: 'Unduh {{format}}',
    uploadConfirmed: '{{count}} dikonfirmasi masih benar',
    uploadNotes_one: '{{count}} catatan disimpan',
    uploadNotes_other: '{{count}} catatan disimpan',
    importProblems: {
      notJson: 'Berkas ini bukan JSON yang valid.',
      notTextsFile: 'Berkas ini bukan berkas terjemahan yang diekspor dari sini (di {{at}}).',
      otherLanguage: 'Berkas ini berisi teks {{found}}, bukan {{wanted}}.',
      csvOpenQuote: 'Berkas CSV memiliki isian bertanda kutip yang tidak pernah ditutup.',
      csvColumns: 'Baris pertama berkas CSV harus memiliki kolom “key” dan kolom “{{locale}}”.',
      xmlTooDeep: 'Berkas ini menumpuk elemen lebih dari {{depth}} tingkat.',
      notXml: 'Berkas ini bukan XML yang valid (baris {{line}}, kolom {{column}}).',
      notXliff: 'Berkas ini bukan dokumen XLIFF.',
      xliffVersion: 'Kirim XLIFF versi 1.2, seperti yang diekspor dari sini.',
      busy: 'Berkas terjemahan lain sedang diekspor atau diimpor; coba lagi sebentar lagi.',
      notUtf8: 'Berkas ini bukan UTF-8 yang valid.',
      tooLarge: 'Berkas lebih besar dari {{megabytes}} MB.',
      tooManyUnits:
        'Berkas berisi lebih dari {{max}} teks: seluruh katalog satu bahasa jauh lebih sedikit. Kirim satu berkas hasil ekspor, atau pecah berkas ini.',
      noteTooLong:
        'Catatan pada {{unit}} panjangnya {{length}} karakter: satu catatan paling banyak {{max}} karakter.',
      mediaType: 'Kirim berkas sebagai application/json, text/csv, atau application/x-xliff+xml.',
      notYours: 'Anda tidak boleh mengedit teks {{language}}.',
    },
    importErrors: {
      noSuchText: 'Teks ini tidak ada (entri, baris, atau kolomnya mungkin sudah dihapus).',
      noSuchRow: 'Teks ini tidak ada (barisnya mungkin sudah dihapus).',
      englishChanged: 'Teks bahasa Inggris sudah berubah sejak berkas diekspor: ekspor ulang.',
      otherBlocks:
        'Tidak disimpan: terjemahan ini tersusun dalam blok yang berbeda dari bahasa Inggrisnya (ada paragraf atau butir daftar yang lebih atau kurang), jadi berkas tidak bisa mengembalikannya ke tempatnya. Ubah di formulir admin.',
      unstamped:
        'Tidak tersimpan: teks ini sudah punya terjemahan di situs, dan berkas ini kehilangan cap “base”-nya sehingga bisa menimpa perubahan yang lebih baru. Ekspor ulang dan pertahankan kolom (atau atribut) base.',
      changedSince:
        'Teks ini diubah di situs setelah berkas diekspor, jadi teks di situs tetap dipakai: ekspor ulang untuk melihatnya.',
      notYourRole: 'Tidak tersimpan: peran Anda tidak boleh mengubah teks ini.',
      tooLong: 'Teks ini lebih dari {{kilobytes}} KB, melebihi kebutuhan teks mana pun di situs.',
      tooManyLines:
        'Teks ini lebih dari {{lines}} baris, melebihi kebutuhan teks mana pun di situs.',
      tooManyMarks:
        'Teks ini memiliki lebih dari {{marks}} tanda format (* _ ` ~ [ ] < > \\), melebihi kebutuhan teks mana pun di situs.',
      unknownState:
        'Tidak tersimpan: status “{{state}}” tidak dikenal. Tulis current atau needs-update, atau kosongkan.',
    },
  },

  // Publication states, headings and accounts (issue 37).
  editorial: {
    states: {
      published: 'Terbit',
      changed: 'Terbit, ada perubahan yang belum diterbitkan',
      ready: 'Siap ditinjau',
      draft: 'Draf, belum terbit',
    },
    column: 'Penerbitan',
    publishedAt: 'Diterbitkan',
    englishTitle: '{{title}} (Inggris)',
    takenOverBy: '{{name}} telah mengambil alih pengeditan entri ini.',
    lockHolderTranslator: '{{name}} (penerjemah {{languages}})',
    /** Above the texts typed and not saved, in the dialog that ends one's editing. */
    unsavedText:
      'Ketikan Anda setelah penyimpanan terakhir tidak tersimpan. Salin dulu sebelum menekan tombol mana pun:',
    adminLanguage: 'Bahasa admin',
    adminLanguageHelp:
      'Bahasa layar admin akun ini, dipasang setiap kali masuk. Jika kosong, penerjemah memakai bahasa pertamanya.',
    importSavedIn: 'Disimpan dalam {{language}}: {{entries}}',
    importUnmarked:
      'Tanda “siap ditinjau” pada teks {{language}} dihapus karena berkas ini mengubahnya: {{entries}}. Jika sudah selesai, tandai lagi teks {{language}} siap ditinjau.',
    publishAll: 'Terbitkan semua bahasa',
    schedule: {
      latestDraft:
        'Pada menit itu draf terbarunya tayang, beserta semua yang disimpan sampai saat itu.',
      allLanguages: 'Semua bahasa',
      failed: 'Penerbitan terjadwal untuk {{language}} tidak berhasil',
      failedNow: 'Teksnya kini lengkap: terbitkan sekarang atau jadwalkan lagi.',
      zoneOfComputer: 'Waktu dalam {{zone}}, waktu komputer ini.',
      zoneOfStudio: 'Waktu dalam {{zone}}, waktu studio.',
      zone: 'Waktu dalam {{zone}}.',
    },
    confirmAll: {
      publishHeading: 'Terbitkan semua bahasa?',
      scheduleHeading: 'Jadwalkan penerbitan semua bahasa?',
      intro: 'Draf terbaru setiap bahasa akan terbit, apa pun statusnya sekarang:',
      notReady: 'Draf yang belum ditandai siap ditinjau: {{languages}}.',
      schedule: 'Jadwalkan semua bahasa',
    },
    versions: {
      publishedIn: 'Diterbitkan untuk {{languages}}',
      publishedAll: 'Diterbitkan untuk semua bahasa',
      latest: 'Versi terbaru',
      liveIn: 'Tayang dalam {{languages}}',
      liveEverywhere: 'Tayang dalam semua bahasa',
      readyIn: 'Siap ditinjau: {{languages}}',
      restoreIsEditors:
        'Memulihkan versi adalah tugas editor: semua bahasa dipulihkan sekaligus. Untuk mengembalikan teks Anda, salin dari versi ini ke formulir.',
      /** The restore's confirmation: the languages whose texts it replaces (a draft or the live text). */
      restoreAllLanguages: 'Teks versi ini akan dikembalikan dalam semua bahasa sekaligus.',
      restoreChanges:
        'Bahasa yang teksnya akan diganti: {{languages}}. Semua yang ditulis setelah versi ini tetap tersimpan di daftar versi.',
      restoreGoesLive:
        'Versi ini juga akan langsung diterbitkan: teksnya segera tayang di situs dalam semua bahasa.',
      restoreCheckFirst:
        'Untuk memeriksanya dulu, batalkan, lalu pilih “{{asDraft}}” lewat ▾ di samping tombol “Pulihkan versi ini”. Draf tidak mengubah situs sampai ada yang menerbitkannya.',
      restoreStaysDraft:
        'Versi ini akan dipulihkan sebagai draf: situs tidak berubah sampai ada yang menerbitkannya.',
      restoreChangesNone: 'Tidak ada draf bahasa yang berubah: teksnya sama dengan versi ini.',
    },
  },

  /** Why a translator's write is refused (the API's 403s), in their admin language. */
  translatorRefusals: {
    create: 'Hanya editor yang menambahkan {{entries}}.',
    delete: 'Hanya editor yang menghapus {{entries}}.',
    notYourLanguage:
      'Anda hanya boleh menulis dalam bahasa yang ditugaskan kepada Anda, dan {{language}} tidak termasuk.',
    oneAtATime: 'Penerjemah menyimpan satu entri dalam satu waktu.',
    draftsOnly:
      'Penerjemah menyimpan draf: menerbitkan dan membatalkan terbitan adalah tugas editor.',
    noStatus: '{{entry}} tidak memiliki status terbit yang dapat diubah.',
    embeddedByEditors:
      'Gambar dan tautan ke halaman di “{{field}}” dipilih oleh editor: terjemahan memakai yang ada di versi bahasa Inggris.',
    sharedField: '“{{field}}” dipakai bersama oleh semua bahasa: hanya editor yang mengubahnya.',
  },
}
