import type { AdminLanguage } from '@/i18n/locales'

/**
 * Where Payload's own words are wrong for our editors, and the rich-text editor's words that
 * Payload does not ship for Indonesian and Hindi. Merged over Payload's dictionaries in
 * `i18n.translations` (src/labels/index.ts).
 *
 * A "locale" is a content language here: Payload's Thai calls it a place (ตำแหน่งที่ตั้ง,
 * สถานที่), its Korean leaves the English word, and several others say "locale" or "region"
 * where an editor of that market says "language".
 *
 * The account page's "Payload Settings" is a product's name the studio's staff do not know: it
 * holds the screen's own settings (the theme, the reset of a screen's columns and filters), and
 * is called so in every language. Payload's Thai and Vietnamese leave "Block" in English, and its
 * Thai, Korean and Portuguese have a translation prompt for "Clear" or "Restoring…".
 */
type Wording = {
  authentication?: Record<string, string>
  upload?: Record<string, string>
  error?: Record<string, string>
  fields?: Record<string, string>
  general?: Record<string, string>
  localization?: Record<string, string>
  version?: Record<string, string>
  lexical?: Record<string, Record<string, unknown>>
}

const en: Wording = {
  // An account's password fields: "New Password" on an account that has none yet, and the only
  // Title Case labels beside "Languages this translator can edit" (s43 reader, fix 21).
  authentication: {
    newPassword: 'Password',
    confirmPassword: 'Confirm password',
    changePassword: 'Change password',
    forceUnlock: 'Force unlock',
  },
  error: {
    localesNotSaved_one: 'The following language could not be saved:',
    localesNotSaved_other: 'The following languages could not be saved:',
  },
  // "Locale: English" on every English screen's language menu, "Locales:" on a version's page.
  general: {
    payloadSettings: 'Screen settings',
    locale: 'Language',
    locales: 'Languages',
    allLocales: 'All languages',
    fallbackToDefaultLocale: 'Fall back to the default language',
    // The lock dialogs said "document" where all our texts say "entry", and "they will be blocked
    // from continuing to edit, and may also lose" (s42 reader, fix 7).
    documentLocked: 'Entry locked',
    // "Currently" added nothing; the name before it says "Somchai Dee (Thai translator)" (s43
    // reader, fix 1).
    currentlyEditing:
      'is editing this entry. If you take over, they won’t be able to keep editing and may lose unsaved changes.',
    anotherUserTakenOver: 'Another user has taken over editing this entry.',
    // Sentence case, as the buttons beside them ("Go back", "View read-only"); "Creating new User"
    // put the collection's capital mid-sentence (s43 reader, fixes 2 and 19).
    backToDashboard: 'Back to dashboard',
    createNew: 'Create new',
    creatingNewLabel: 'Not saved yet',
    selectValue: 'Select…',
    // Said only by the restore dialog's button (our collections have no trash), where the version
    // also goes live: "Restore as draft" is its other choice (s43 reader, fix 3).
    restore: 'Restore and publish',
    // Sentence case, as all our labels; the form's "Last Modified" and the versions' "Updated At"
    // are the same date under one name (s42 reader, fix 4).
    lastModified: 'Last modified',
    updatedAt: 'Last modified',
    createdAt: 'Created',
    perPage: 'Per page: {{limit}}',
  },
  // The publish menu ("Copy to language", "Duplicate selected languages") and the schedule
  // drawer ("Language to publish"), which said "locale" (walk 29, F5).
  localization: {
    cannotCopySameLocale: 'Cannot copy to the same language',
    copyToLocale: 'Copy to language',
    localeToPublish: 'Language to publish',
    selectedLocales: 'selected languages',
    selectLocaleToCopy: 'Select the language to copy',
    selectLocaleToDuplicate: 'Select the languages to duplicate',
  },
  version: {
    // A restore's confirmation said "this Game document" (walk 34, F6): the entry, by its name.
    // Its heading was a Title Case noun phrase, "Confirm Version Restoration" (s41 reader).
    aboutToRestore: 'You’re about to restore this {{label}} to how it was on {{versionDate}}.',
    confirmVersionRestoration: 'Restore this version?',
    compareVersions: 'Compare versions',
    publishAllLocales: 'Publish all languages',
    // Beside "Publish all languages" in the same menu, in the same sentence case (walk 52, F11).
    schedulePublish: 'Schedule publish',
    selectLocales: 'Select languages to display',
    showLocales: 'Show languages:',
  },
}

const th: Wording = {
  error: {
    localesNotSaved_one: 'บันทึกภาษาต่อไปนี้ไม่ได้:',
    localesNotSaved_other: 'บันทึกภาษาต่อไปนี้ไม่ได้:',
    incorrectCollection: 'คอลเลกชันไม่ถูกต้อง',
    // A number that names an entry is its รหัส, as our own screens say: Payload's left the
    // English "ID" in Thai sentences (walk 53, F6).
    documentNotFound: 'ไม่พบรายการรหัส {{id}} รายการนี้อาจถูกลบไปแล้วหรือไม่เคยมีอยู่ หรือคุณอาจไม่มีสิทธิ์เข้าถึง',
    loadingDocument: 'เกิดปัญหาระหว่างโหลดรายการรหัส {{id}}',
    missingIDOfDocument: 'ไม่พบรหัสของรายการที่ต้องการแก้ไข',
    missingIDOfVersion: 'ไม่พบรหัสของเวอร์ชัน',
  },
  upload: { selectCollectionToBrowse: 'เลือกคอลเลกชันที่ต้องการเรียกดู' },
  fields: {
    block: 'บล็อก',
    blocks: 'บล็อก',
    blockType: 'ประเภทบล็อก',
    searchForBlock: 'ค้นหาบล็อก',
    toggleBlock: 'เปิด/ปิดบล็อก',
  },
  general: {
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: 'เลือกทุกแถว',
    clear: 'ล้าง',
    restoring: 'กำลังกู้คืน…',
    allLocales: 'ทุกภาษา',
    fallbackToDefaultLocale: 'ใช้ภาษาเริ่มต้นแทน',
    locale: 'ภาษา',
    locales: 'ภาษา',
    payloadSettings: 'การตั้งค่าหน้าจอ',
    collections: 'คอลเลกชัน',
    globals: 'ส่วนกลาง',
    deletedCountSuccessfully: 'ลบ {{label}} {{count}} รายการแล้ว',
    // The lock dialog: one verb, "take over the editing", where Payload's said "seize" (เข้ายึด)
    // on its button, "occupy" (เข้าครอบครอง) in its sentences, and "they will be blocked".
    // An entry is รายการ, as our own texts say, not Payload's เอกสาร; "ผู้นั้น" was legal register,
    // and "ล็อค" a misspelling of ล็อก (s41 reader, F11 and F12). The line breaker split อีกฝ่าย
    // into อีก / ฝ่าย, and "หากคุณรับช่วงแก้ไขอีก" read "if you take over again"; เขา cannot split
    // (s43 reader, F1).
    takeOver: 'รับช่วงแก้ไข',
    currentlyEditing: 'กำลังแก้ไขรายการนี้อยู่ หากคุณรับช่วงแก้ไข เขาจะแก้ไขต่อไม่ได้ และอาจเสียสิ่งที่ยังไม่ได้บันทึก',
    anotherUserTakenOver: 'ผู้ใช้อื่นรับช่วงแก้ไขรายการนี้แล้ว',
    editingTakenOver: 'มีผู้รับช่วงแก้ไขแล้ว',
    documentLocked: 'รายการนี้ถูกล็อก',
    // The document's meta said "was created at" (ถูกสร้างเมื่อ) beside the version page's สร้างเมื่อ.
    created: 'สร้างเมื่อ',
    // A yes/no value (a version's comparison, FormDiff): a bare ไม่ is a clipped answer; the
    // pair is ใช่ / ไม่ใช่ (s42 reader, T11). Payload's own screens do not use this key.
    no: 'ไม่ใช่',
    // A new account's sub-heading: Payload's spaces round {{label}} ("กำลังสร้าง ผู้ใช้ ใหม่") are
    // phrase breaks in Thai, and read as three fragments; "เลือกค่า" ("select a value") is a
    // developer's calque on an empty select (s43 reader, F14 and F16).
    creatingNewLabel: 'กำลังสร้าง{{label}}ใหม่',
    createNewLabel: 'สร้าง{{label}}ใหม่',
    selectValue: 'เลือก…',
  },
  localization: {
    cannotCopySameLocale: 'คัดลอกไปยังภาษาเดียวกันไม่ได้',
    copyToLocale: 'คัดลอกไปยังภาษาอื่น',
    localeToPublish: 'ภาษาที่จะเผยแพร่',
    selectedLocales: 'ภาษาที่เลือก',
    selectLocaleToCopy: 'เลือกภาษาที่จะคัดลอก',
    selectLocaleToDuplicate: 'เลือกภาษาที่จะทำสำเนา',
  },
  version: {
    // One verb for a restore, กู้คืน, as on its button and heading (คืนค่า is "reset values"), and
    // the draft option's ฉบับร่าง as everywhere else (s41 reader, F13 and F14).
    aboutToRestore: 'คุณกำลังจะกู้คืน{{label}}นี้เป็นเวอร์ชันวันที่ {{versionDate}}',
    restoreAsDraft: 'กู้คืนเป็นฉบับร่าง',
    publishAllLocales: 'เผยแพร่ทุกภาษา',
    noLabelGroup: 'กลุ่มที่ไม่มีชื่อ',
    viewingVersionGlobal: 'กำลังดูเวอร์ชันของ {{entityLabel}}',
    viewingVersionsGlobal: 'กำลังดูเวอร์ชันของ {{entityLabel}}',
    aboutToRestoreGlobal: 'คุณกำลังจะกู้คืน {{label}} เป็นเวอร์ชันวันที่ {{versionDate}}',
    // Payload's Thai says รุ่น (a model, a generation) where the tab and the list say เวอร์ชัน, and
    // "แก้ไขเท่านั้น" ("edit only", a mode) for the box that shows only what changed (walk 33, F9).
    compareVersions: 'เปรียบเทียบเวอร์ชัน',
    draftHasPublishedVersion: 'ร่าง (มีเวอร์ชันที่เผยแพร่แล้ว)',
    modifiedOnly: 'เฉพาะที่เปลี่ยนแปลง',
    // The version page: "8 นาที ที่แล้ว" had a space Thai does not write, "กำลังดูอยู่ในขณะนี้" was a
    // padded calque, and the picker's placeholder broke inside เปรียบ/เทียบ under "เปรียบเทียบกับ"
    // (s41 reader, F27–F29).
    versionAgo: '{{distance}}ที่แล้ว',
    currentlyViewing: 'เวอร์ชันที่กำลังดู',
    selectVersionToCompare: 'เลือกเวอร์ชัน',
    versionID: 'รหัสเวอร์ชัน',
  },
}

const ko: Wording = {
  error: {
    localesNotSaved_one: '다음 언어를 저장하지 못했습니다:',
    localesNotSaved_other: '다음 언어를 저장하지 못했습니다:',
  },
  general: {
    // The lock dialog: Payload's said that *you* could no longer edit once you took over, and
    // addressed the user as 당신 (s41 reader).
    currentlyEditing:
      '님이 지금 이 항목을 편집하고 있습니다. 편집을 넘겨받으면 상대방은 더 이상 편집할 수 없으며, 저장하지 않은 내용을 잃을 수도 있습니다.',
    takeOver: '편집 넘겨받기',
    editingTakenOver: '편집 권한이 넘어갔습니다',
    anotherUserTakenOver: '다른 사용자가 이 항목의 편집을 넘겨받았습니다.',
    // An entry is 항목, as our own texts say, not Payload's 문서; "김민지 편집 중" had no particle
    // (the refused save's toast and the list's lock say "<name> <isEditing>").
    documentLocked: '항목이 잠겨 있습니다',
    isEditing: '님이 편집 중',
    // The document's meta said 생성됨 (a state) beside 마지막 수정 일시; the versions list said
    // 업데이트 일시 where the edit page says 수정. Pagination said "1-2 의 2" (s41 reader).
    created: '생성 일시',
    updatedAt: '수정 일시',
    of: '/',
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: '모든 행 선택',
    clear: '지우기',
    restoring: '복원 중…',
    allLocales: '모든 언어',
    fallbackToDefaultLocale: '기본 언어로 대체',
    locale: '언어',
    locales: '언어',
    payloadSettings: '화면 설정',
    // A select's placeholder: "값 선택" was "Select a value" word for word, and 값 is a
    // programmer's word (s43 reader).
    selectValue: '선택하세요',
  },
  localization: {
    cannotCopySameLocale: '같은 언어로는 복사할 수 없습니다.',
    copyToLocale: '다른 언어로 복사',
    localeToPublish: '게시할 언어',
    selectedLocales: '선택한 언어',
    selectLocaleToCopy: '복사할 언어를 선택하세요.',
    selectLocaleToDuplicate: '복제할 언어를 선택하세요.',
  },
  version: {
    // A confirmation asks; "~하려고 합니다" was a calque of "You are about to" (s41 reader).
    confirmVersionRestoration: '이 버전으로 복원할까요?',
    aboutToRestore: '이 {{label}}의 내용을 {{versionDate}} 버전으로 되돌립니다.',
    aboutToRestoreGlobal: '글로벌 {{label}}의 내용을 {{versionDate}} 버전으로 되돌립니다.',
    // A draft is 초안 everywhere else, not 임시 저장; the compare header's labels were fragments.
    restoreAsDraft: '초안으로 복원',
    // The split button, as its dialog ("이 버전으로 복원할까요?") and ▾ item say it (s43 reader).
    restoreThisVersion: '이 버전으로 복원',
    comparingAgainst: '비교 대상',
    currentlyViewing: '보고 있는 버전',
    modifiedOnly: '변경된 필드만',
    publishAllLocales: '모든 언어 게시',
    publishIn: '{{locale}}로 게시',
    selectLocales: '표시할 언어 선택',
    showLocales: '표시할 언어:',
  },
}

const id: Wording = {
  error: {
    localesNotSaved_one: 'Bahasa berikut tidak dapat disimpan:',
    localesNotSaved_other: 'Bahasa-bahasa berikut tidak dapat disimpan:',
  },
  general: {
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: 'Pilih semua baris',
    allLocales: 'Semua bahasa',
    fallbackToDefaultLocale: 'Gunakan bahasa bawaan',
    locale: 'Bahasa',
    locales: 'Bahasa',
    payloadSettings: 'Pengaturan tampilan',
    // The lock dialogs: "mereka akan diblokir untuk melanjutkan" was a calque for one person, and
    // "hanya-baca" is no Indonesian spelling; an entry is "entri", as our own texts say (s41 reader).
    currentlyEditing:
      'sedang mengedit entri ini. Jika Anda mengambil alih, ia tidak bisa melanjutkan pengeditan dan bisa kehilangan perubahan yang belum disimpan.',
    anotherUserTakenOver: 'Pengguna lain telah mengambil alih pengeditan entri ini.',
    documentLocked: 'Entri terkunci',
    viewReadOnly: 'Hanya lihat',
    // Indonesian capitalises only the first word (Payload's were English Title Case).
    createdAt: 'Dibuat pada',
    updatedAt: 'Diperbarui pada',
    // The form's header, "Terakhir Diubah": the same time the lists call "Diperbarui" (s42 reader).
    lastModified: 'Terakhir diperbarui',
    perPage: 'Per halaman: {{limit}}',
    // The new account's screen: Title Case again ("Buat Baru", "[Tanpa Judul]"), "Membuat
    // Pengguna baru" kept the collection's capital mid-sentence, and "Pilih nilai" spoke of a
    // programmer's "value" on the languages and role menus (s43 reader, fixes 14, 15, 17).
    createNew: 'Buat baru',
    untitled: 'Tanpa judul',
    creatingNewLabel: '{{label}} baru',
    newPassword: 'Kata sandi baru',
    selectValue: 'Pilih…',
  },
  localization: {
    cannotCopySameLocale: 'Tidak dapat menyalin ke bahasa yang sama',
    copyToLocale: 'Salin ke bahasa lain',
    localeToPublish: 'Bahasa yang diterbitkan',
    selectedLocales: 'Bahasa yang dipilih',
    selectLocaleToCopy: 'Pilih bahasa untuk disalin',
    selectLocaleToDuplicate: 'Pilih bahasa untuk diduplikasi',
  },
  version: {
    // "entri Game ini" named the entry twice, the collection as a name (s42 reader): the
    // collection's name alone, as Indonesian says "game ini".
    aboutToRestore: 'Anda akan memulihkan {{label}} ini ke keadaannya pada {{versionDate}}.',
    aboutToRestoreGlobal: 'Anda akan memulihkan {{label}} ke keadaannya pada {{versionDate}}.',
    confirmVersionRestoration: 'Pulihkan versi ini?',
    compareVersions: 'Bandingkan versi',
    publishAllLocales: 'Terbitkan semua bahasa',
    selectLocales: 'Pilih bahasa yang ditampilkan',
    showLocales: 'Tampilkan bahasa:',
  },
  lexical: {
    general: {
      placeholder: 'Mulai mengetik, atau tekan “/” untuk perintah…',
      slashMenuBasicGroupLabel: 'Dasar',
      slashMenuListGroupLabel: 'Daftar',
      toolbarItemsActive: '{{count}} aktif',
    },
    heading: { label: 'Judul {{headingLevel}}' },
    align: {
      alignCenterLabel: 'Rata tengah',
      alignJustifyLabel: 'Rata kiri-kanan',
      alignLeftLabel: 'Rata kiri',
      alignRightLabel: 'Rata kanan',
    },
    blockquote: { label: 'Kutipan' },
    paragraph: { label: 'Paragraf', label2: 'Teks biasa' },
    relationship: { label: 'Relasi' },
    upload: { label: 'Unggahan' },
    textState: { defaultStyle: 'Gaya bawaan' },
    link: { label: 'Tautan', loadingWithEllipsis: 'Memuat…' },
    checklist: { label: 'Daftar periksa' },
    orderedList: { label: 'Daftar bernomor' },
    unorderedList: { label: 'Daftar berbutir' },
    blocks: {
      inlineBlocks: {
        create: 'Buat {{label}}',
        edit: 'Edit {{label}}',
        label: 'Blok sebaris',
        remove: 'Hapus {{label}}',
      },
      label: 'Blok',
    },
    horizontalRule: { label: 'Garis horizontal' },
    indent: { decreaseLabel: 'Kurangi indentasi', increaseLabel: 'Tambah indentasi' },
  },
}

const hi: Wording = {
  lexical: {
    general: {
      placeholder: 'लिखना शुरू करें, या कमांड के लिए “/” दबाएँ…',
      slashMenuBasicGroupLabel: 'बुनियादी',
      slashMenuListGroupLabel: 'सूचियाँ',
      toolbarItemsActive: '{{count}} सक्रिय',
    },
    heading: { label: 'शीर्षक {{headingLevel}}' },
    align: {
      alignCenterLabel: 'बीच में संरेखित करें',
      alignJustifyLabel: 'दोनों ओर संरेखित करें',
      alignLeftLabel: 'बाएँ संरेखित करें',
      alignRightLabel: 'दाएँ संरेखित करें',
    },
    blockquote: { label: 'उद्धरण' },
    paragraph: { label: 'अनुच्छेद', label2: 'सामान्य पाठ' },
    relationship: { label: 'संबंध' },
    upload: { label: 'अपलोड' },
    textState: { defaultStyle: 'डिफ़ॉल्ट शैली' },
    link: { label: 'लिंक', loadingWithEllipsis: 'लोड हो रहा है…' },
    checklist: { label: 'चेकलिस्ट' },
    orderedList: { label: 'क्रमांकित सूची' },
    unorderedList: { label: 'बुलेट सूची' },
    blocks: {
      inlineBlocks: {
        create: '{{label}} बनाएँ',
        edit: '{{label}} संपादित करें',
        label: 'इनलाइन ब्लॉक',
        remove: '{{label}} हटाएँ',
      },
      label: 'ब्लॉक',
    },
    horizontalRule: { label: 'क्षैतिज रेखा' },
    indent: { decreaseLabel: 'इंडेंट घटाएँ', increaseLabel: 'इंडेंट बढ़ाएँ' },
  },
}

const pt: Wording = {
  // An account's password fields were English Title Case ("Nova Senha", "Confirmar Senha") beside
  // our sentence-case labels (s43 reader, fix 8).
  authentication: {
    newPassword: 'Nova senha',
    confirmPassword: 'Confirmar senha',
    forceUnlock: 'Forçar desbloqueio',
  },
  error: {
    localesNotSaved_one: 'O idioma a seguir não pôde ser salvo:',
    localesNotSaved_other: 'Os idiomas a seguir não puderam ser salvos:',
    // "Email" where our texts write "e-mail", as Brazil does (s43 reader, fix 9).
    emailOrPasswordIncorrect: 'O e-mail ou a senha estão incorretos.',
    missingEmail: 'Informe o e-mail.',
    userEmailAlreadyRegistered: 'Já existe um usuário com este e-mail.',
  },
  general: {
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: 'Selecionar todas as linhas',
    clear: 'Limpar',
    restoring: 'Restaurando…',
    allLocales: 'Todos os idiomas',
    fallbackToDefaultLocale: 'Usar o idioma padrão',
    locale: 'Idioma',
    locales: 'Idiomas',
    payloadSettings: 'Configurações da tela',
    // The lock dialogs: "eles serão impedidos" for one person, a bare "Assumir", "Visualizar somente
    // leitura" without an object, "Voltar para Painel de Controle" without its article; an entry is
    // "entrada", as our own texts say (s41 reader).
    currentlyEditing:
      'está editando esta entrada no momento. Se você assumir a edição, essa pessoa não poderá continuar e pode perder alterações não salvas.',
    anotherUserTakenOver: 'Outro usuário assumiu a edição desta entrada.',
    documentLocked: 'Entrada bloqueada',
    editingTakenOver: 'Outra pessoa assumiu a edição',
    takeOver: 'Assumir a edição',
    viewReadOnly: 'Só visualizar',
    backToDashboard: 'Voltar ao painel',
    // Portuguese capitalises only the first word (Payload's were English Title Case).
    createdAt: 'Criado em',
    updatedAt: 'Atualizado em',
    // The sidebar's "Última modificação:" and "Criado:" named the same dates (s42 reader).
    lastModified: 'Atualizado em',
    created: 'Criado em',
    perPage: 'Itens por página: {{limit}}',
    // The new account's screen: "Criando novo(a) Usuário" hedged the gender as form letters do and
    // put the collection's capital mid-sentence; "Criar Novo" was Title Case; "Email" is "E-mail"
    // in Brazil and in our texts; "Selecione um valor" spoke of a programmer's value (s43 reader,
    // fixes 7, 8, 9, 12). The label comes first, so it keeps its capital, whatever its gender.
    creatingNewLabel: '{{label}}: novo cadastro',
    createNew: 'Criar novo',
    createNewLabel: 'Criar novo: {{label}}',
    email: 'E-mail',
    selectValue: 'Selecione…',
  },
  localization: {
    cannotCopySameLocale: 'Não é possível copiar para o mesmo idioma',
    copyToLocale: 'Copiar para outro idioma',
    localeToPublish: 'Idioma a publicar',
    selectedLocales: 'Idiomas selecionados',
    selectLocaleToCopy: 'Selecione o idioma a copiar',
    selectLocaleToDuplicate: 'Selecione os idiomas a duplicar',
  },
  version: {
    aboutToUnpublishIn: 'Você vai despublicar esta entrada em {{locale}}. Tem certeza?',
    // The restore: "Confirmar Restauração de versão" and "o documento Jogo para o estado em que ele
    // se encontrava" read as a template; "essa versão" is "esta" for the version on the page; the
    // version page's "Modificado apenas" and "Atualmente visualizando" were calques (s41 reader).
    confirmVersionRestoration: 'Restaurar esta versão?',
    // "Você vai restaurar este Jogo como ele estava" (s42 reader). Of the collections, only games
    // keep versions ("este"); a global is named as it is, in quotes.
    aboutToRestore: 'Este {{label}} vai voltar a ficar como estava em {{versionDate}}.',
    aboutToRestoreGlobal: '“{{label}}” vai voltar a ficar como estava em {{versionDate}}.',
    restoreThisVersion: 'Restaurar esta versão',
    compareVersions: 'Comparar versões',
    modifiedOnly: 'Só campos alterados',
    currentlyViewing: 'Versão exibida',
    publishAllLocales: 'Publicar todos os idiomas',
    selectLocales: 'Selecione os idiomas a exibir',
    showLocales: 'Exibir idiomas:',
  },
}

const ja: Wording = {
  error: {
    localesNotSaved_one: '次の言語を保存できませんでした：',
    localesNotSaved_other: '次の言語を保存できませんでした：',
  },
  general: {
    // The lock dialog: Payload's said that *you* could no longer edit once you took over. An entry
    // is 項目, as our own texts say, not Payload's ドキュメント; さん as our takenOverBy says it,
    // and the refused save's "<name> 編集中" had no が (s41 reader, Fixes 6–8).
    currentlyEditing:
      'さんがこの項目を編集中です。引き継ぐと、相手は編集を続けられなくなり、保存していない変更が失われることがあります。',
    anotherUserTakenOver: '別のユーザーがこの項目の編集を引き継ぎました。',
    documentLocked: 'この項目はロックされています',
    isEditing: 'さんが編集中',
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: 'すべての行を選択',
    allLocales: 'すべての言語',
    fallbackToDefaultLocale: '既定の言語で代用',
    locale: '言語',
    locales: '言語',
    payloadSettings: '画面の設定',
    // Each of these shows a date and a time (〜日 is a date only), and the form's 最終更新 was the
    // versions' 更新日 under another name; [Untitled] was English, 「ユーザー を」 spaced a noun from
    // its particle, 値を選択 a developer's calque, and 「表示件数: 10」 a half-width colon (s43 reader,
    // Fixes 9, 14–16, 18).
    updatedAt: '更新日時',
    lastModified: '更新日時',
    createdAt: '作成日時',
    created: '作成日時',
    untitled: '無題',
    createNewLabel: '{{label}}を新規作成',
    creatingNewLabel: '{{label}}を新規作成しています',
    selectValue: '選択してください',
    perPage: '表示件数：{{limit}}',
  },
  localization: {
    cannotCopySameLocale: '同じ言語にはコピーできません',
    copyToLocale: '別の言語にコピー',
    localeToPublish: '公開する言語',
    selectedLocales: '選択した言語',
    selectLocaleToCopy: 'コピーする言語を選択してください',
    selectLocaleToDuplicate: '複製する言語を選択してください',
  },
  version: {
    // "〜しようとしています" was the calque of "You are about to…"; no space between kana and the date
    // (s42 reader, Fix 8).
    aboutToRestore: 'この{{label}}を{{versionDate}}時点の状態に復元します。',
    // A draft is 下書き in all our texts, not ドラフト; "変更済みのみ" sounded "already processed",
    // and "比較対象とする" was a verb phrase as a label (s41 reader, Fixes 17, 22, 23).
    draft: '下書き',
    currentDraft: '現在の下書き',
    draftHasPublishedVersion: '下書き（公開版あり）',
    previouslyDraft: '以前は下書き',
    saveDraft: '下書きを保存',
    modifiedOnly: '変更点のみ表示',
    comparingAgainst: '比較対象',
    publishAllLocales: 'すべての言語を公開する',
    selectLocales: '表示する言語を選択',
    showLocales: '表示する言語:',
  },
}

const zh: Wording = {
  error: {
    localesNotSaved_one: '无法保存以下语言：',
    localesNotSaved_other: '无法保存以下语言：',
  },
  general: {
    // 编辑 is also the editor's role: "the editor was taken over" (s41 reader); 编辑权 ("the right
    // to edit") was legalistic, and 接管…的编辑 said nothing of what follows (s42 reader, 2.1, 2.2).
    editingTakenOver: '此条目已被他人接管',
    // An entry is 条目, as our own texts say, not Payload's 文档; 他们 was a calque for one person
    // (s41 reader, 2.4 and 2.5).
    currentlyEditing: '正在编辑此条目。如果您接管，对方将无法继续编辑，尚未保存的修改可能会丢失。',
    anotherUserTakenOver: '其他用户已接管此条目，您无法继续编辑。',
    documentLocked: '条目已锁定',
    // 仪表板 is a calque of "dashboard"; 已创建 ("has been created") is no label for a date.
    backToDashboard: '返回首页',
    created: '创建时间',
    // The versions' 更新于/创建于 were prepositions, and named the form's 最后修改时间 otherwise;
    // 是的 is a spoken "yes, right", no field's value beside 否; "1-2 共 2" was "1-2 of 2" word
    // for word (s42 reader, 3.2, 3.3, 3.6).
    updatedAt: '最后修改时间',
    createdAt: '创建时间',
    yes: '是',
    of: '/',
    perPage: '每页：{{limit}}',
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: '选择所有行',
    allLocales: '所有语言',
    fallbackToDefaultLocale: '回退到默认语言',
    locale: '语言',
    locales: '语言',
    payloadSettings: '界面设置',
    // The account screen was Payload's stock zh: a person has no 标题 ([无标题]); 创建新的 was
    // wordy and spaced from its label, 创建新条目 long for a crumb and the list's button; the field
    // holds an address (邮箱), not a message (电子邮件); 选择一个值 was "Select a value" word for
    // word (s43 reader, 7.1–7.4, 7.6).
    untitled: '未命名',
    createNew: '新建',
    createNewLabel: '新建{{label}}',
    creatingNewLabel: '正在新建{{label}}',
    email: '邮箱',
    selectValue: '请选择',
  },
  // Payload's general.newPassword is 新密码 already; 新的密码 named it twice (s43 reader, 7.5).
  authentication: {
    newPassword: '新密码',
  },
  // 从现有中选择 left 现有 without its noun; every upload field picks from the media library, and
  // 从媒体中选择 was still "choose from media" word for word (s42 reader, 6.3; s43 reader, 6.1).
  fields: {
    chooseFromExisting: '从媒体库选择',
  },
  localization: {
    cannotCopySameLocale: '无法复制到相同的语言',
    copyToLocale: '复制到其他语言',
    localeToPublish: '要发布的语言',
    selectedLocales: '已选语言',
    selectLocaleToCopy: '选择要复制的语言',
    selectLocaleToDuplicate: '选择要复制的语言',
  },
  version: {
    aboutToRestore: '您将把这个{{label}}恢复到 {{versionDate}} 时的状态。',
    // 与之比较 had nothing for 之 to point at; 当前正在 said "now" twice (s42 reader, 3.4, 3.5).
    comparingAgainst: '比较对象',
    currentlyViewing: '正在查看的版本',
    // A confirmation asks; "29 分钟 前" had a space Chinese does not write; "仅修改过的" was
    // unfinished (s41 reader, 3.1, 5.9, 5.10).
    confirmVersionRestoration: '恢复此版本？',
    versionAgo: '{{distance}}前',
    modifiedOnly: '仅显示有改动的字段',
    publishAllLocales: '发布所有语言',
    selectLocales: '选择要显示的语言',
    showLocales: '显示语言：',
  },
}

const zhTw: Wording = {
  error: {
    localesNotSaved_one: '無法儲存以下語言：',
    localesNotSaved_other: '無法儲存以下語言：',
  },
  general: {
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: '選取所有列',
    allLocales: '所有語言',
    fallbackToDefaultLocale: '改用預設語言',
    locale: '語言',
    locales: '語言',
    payloadSettings: '介面設定',
    // The lock dialogs: an entry is 項目, as our own texts say, not Payload's 文件; 「編輯權已被接手」
    // is no native collocation, 「唯讀檢視」 read as a noun, 「正在…中」 said it twice (s41 reader).
    // Unsaved work is 修改 in the rest of this flow, not 變更, and it is the other person's that
    // may be lost (s43 reader, 2).
    currentlyEditing:
      '目前正在編輯此項目。若您接手，對方將無法繼續編輯，其未儲存的修改也可能遺失。',
    anotherUserTakenOver: '其他使用者已接手編輯此項目。',
    documentLocked: '項目已鎖定',
    editingTakenOver: '已由他人接手編輯',
    isEditing: '正在編輯',
    viewReadOnly: '以唯讀模式檢視',
    // The document's meta: the versions list and the diff say 建立時間 and 更新時間; pagination said
    // "1-4 之 4" (a slash serves it and the bulk upload's "1 / 3" alike).
    created: '建立時間',
    lastModified: '更新時間',
    of: '/',
    // 「正在建立新的 使用者」 put a space inside a Chinese phrase; 「請選取一個值」 was a developer's
    // "value", and "one" on a field that takes several languages (s43 reader, 12 and 13).
    createNewLabel: '建立新{{label}}',
    creatingNewLabel: '正在建立新{{label}}',
    selectValue: '請選擇…',
  },
  localization: {
    cannotCopySameLocale: '無法複製到相同語言',
    copyToLocale: '複製到其他語言',
    localeToPublish: '要發佈的語言',
    selectedLocales: '已選語言',
    selectLocaleToCopy: '選擇要複製的語言',
    selectLocaleToDuplicate: '選擇要複製的語言',
  },
  version: {
    // 「即將將」 stuttered; the button said 回復 where its dialog says 還原; "29 分鐘 前" had a space
    // (s41 reader, 12, 16, 29).
    aboutToRestore: '您即將把此{{label}}還原到 {{versionDate}} 的狀態。',
    aboutToRestoreGlobal: '您即將把全域 {{label}} 還原到 {{versionDate}} 的狀態。',
    restoreThisVersion: '還原此版本',
    versionAgo: '{{distance}}前',
    publishAllLocales: '發佈所有語言',
    selectLocales: '選擇要顯示的語言',
    showLocales: '顯示語言：',
  },
}

const vi: Wording = {
  error: {
    localesNotSaved_one: 'Không thể lưu ngôn ngữ sau:',
    localesNotSaved_other: 'Không thể lưu các ngôn ngữ sau:',
  },
  fields: {
    block: 'Khối',
    blocks: 'khối',
    blockType: 'Loại khối',
    searchForBlock: 'Tìm khối',
    toggleBlock: 'Mở/đóng khối',
  },
  general: {
    // Payload's says "deselect all rows" (its deselectAllRows' words) on the box that selects them.
    selectAllRows: 'Chọn tất cả các hàng',
    payloadSettings: 'Cài đặt màn hình',
    // The lock dialogs: "họ" (they) for one person, "bị chặn tiếp tục chỉnh sửa", "Xem chỉ đọc"
    // word for word; an entry is "mục", as our own texts say, not Payload's "tài liệu" (s41
    // reader, F12 and F16–F18).
    currentlyEditing:
      'đang chỉnh sửa mục này. Nếu bạn tiếp quản, người đó sẽ không thể chỉnh sửa tiếp và có thể mất những thay đổi chưa lưu.',
    anotherUserTakenOver: 'Người dùng khác đã tiếp quản việc chỉnh sửa mục này.',
    documentLocked: 'Mục đang bị khóa',
    editingTakenOver: 'Quyền chỉnh sửa đã chuyển cho người khác',
    viewReadOnly: 'Chỉ xem',
    // The form's header: "lúc" before a time, as "Xuất bản lúc" above them; "vào lúc" was padded,
    // and "Đã tạo:" a bare verb beside them (s43 reader, V2).
    lastModified: 'Chỉnh sửa lần cuối lúc',
    created: 'Tạo lúc',
    // "Đang tạo mới Người dùng" kept the collection's capital mid-sentence: the label goes first;
    // "Chọn một giá trị" was a developer's "Select a value" (s43 reader, V13 and V14).
    creatingNewLabel: '{{label}} mới, chưa lưu',
    selectValue: 'Chọn…',
  },
  localization: { cannotCopySameLocale: 'Không thể sao chép vào cùng một ngôn ngữ' },
  // The restore: its heading said "Confirm, restore to the previous version", its sentence "Bạn
  // chuẩn bị khôi phục lại"; "như bản nháp" is "like a draft"; "Chỉ được sửa đổi" means "may only be
  // modified"; "Tự động lưu dữ liệu" was padded (s41 reader, F19, F20, F24, F26, F28).
  version: {
    confirmVersionRestoration: 'Khôi phục phiên bản này?',
    // The date says "ngày" itself ("ngày ngày 2 tháng 12"), and "mục {{label}}" said the entry
    // twice (s42 reader, V1). "lúc" before the time the date starts with; a global's name in
    // quotes, not capitalised mid-sentence (s43 reader, V2).
    aboutToRestore: 'Bạn sắp khôi phục {{label}} này về phiên bản lúc {{versionDate}}.',
    aboutToRestoreGlobal: 'Bạn sắp khôi phục “{{label}}” về phiên bản lúc {{versionDate}}.',
    restoreAsDraft: 'Khôi phục thành bản nháp',
    autosave: 'Tự động lưu',
    modifiedOnly: 'Chỉ hiện phần đã thay đổi',
    // "để so sánh" repeated "So sánh với" above it and wrapped the ⌄ (s43 reader, V4).
    selectVersionToCompare: 'Chọn phiên bản',
  },
}

/**
 * The schedule drawer's toast and empty list, which spoke of "events" (Thai's "กิจกรรม", an
 * outing; its toast a calque, "ได้ทำการจัดตารางเรียบร้อยแล้ว"); a version's comparison picker ("Currently
 * published", Thai's a passive calque); the lock dialog's "since <date>", where Japanese, Korean
 * and Chinese put the date first ("{{date}}" places it: `src/admin/LockedSinceDate.tsx`). Walk 30,
 * F2, F9 and F10. Hindi's are in its own dictionary (`payload-hi.ts`).
 */
const schedulesAndVersions: Partial<Record<AdminLanguage, Wording>> = {
  th: {
    general: {
      editedSince: 'กำลังแก้ไขตั้งแต่',
      noUpcomingEventsScheduled: 'ยังไม่มีการตั้งเวลา',
      upcomingEvents: 'ที่ตั้งเวลาไว้',
    },
    version: {
      scheduledSuccessfully: 'ตั้งเวลาแล้ว',
      currentlyPublished: 'ฉบับที่เผยแพร่อยู่',
      previouslyPublished: 'ฉบับที่เคยเผยแพร่',
      previousVersion: 'เวอร์ชันก่อนหน้า',
    },
  },
  ja: {
    general: {
      editedSince: '{{date}}から編集中',
      noUpcomingEventsScheduled: '予約はありません。',
      upcomingEvents: '予約済み',
    },
    version: { scheduledSuccessfully: '予約しました。', previouslyPublished: '以前の公開版' },
  },
  ko: {
    general: {
      editedSince: '{{date}}부터 편집 중',
      noUpcomingEventsScheduled: '예약된 작업이 없습니다.',
      upcomingEvents: '예약된 작업',
    },
    version: { scheduledSuccessfully: '예약했습니다.', previouslyPublished: '이전에 게시됨' },
  },
  vi: {
    general: {
      editedSince: 'Đang chỉnh sửa từ',
      noUpcomingEventsScheduled: 'Chưa có lịch nào.',
      upcomingEvents: 'Lịch đã đặt',
    },
    version: { scheduledSuccessfully: 'Đã đặt lịch.', previousVersion: 'Phiên bản trước' },
  },
  id: {
    general: {
      editedSince: 'Sedang diedit sejak',
      noUpcomingEventsScheduled: 'Belum ada jadwal.',
      upcomingEvents: 'Terjadwal',
    },
  },
  pt: {
    general: {
      editedSince: 'Em edição desde',
      noUpcomingEventsScheduled: 'Nada agendado.',
      upcomingEvents: 'Agendamentos',
    },
    version: { scheduledSuccessfully: 'Agendado.' },
  },
  zh: {
    general: {
      // "12:57起编辑中" ran the time into 起 and read as a fragment (s42 reader, 2.5).
      editedSince: '开始编辑时间：{{date}}',
      noUpcomingEventsScheduled: '暂无定时安排。',
      upcomingEvents: '已定时',
    },
    version: { scheduledSuccessfully: '定时已设置。' },
  },
  'zh-TW': {
    general: {
      // Chinese frames "since" with 自…起; 「12:58起」 glued 起 to the time (s42 reader, 7).
      editedSince: '自 {{date}} 起編輯中',
      noUpcomingEventsScheduled: '尚未設定排程。',
      upcomingEvents: '已設定的排程',
    },
    version: { scheduledSuccessfully: '已設定排程。' },
  },
  en: {
    general: {
      // "Edited since <date>" is no English: the colleague has been editing since then (s42 reader).
      editedSince: 'Editing since',
      noUpcomingEventsScheduled: 'Nothing scheduled yet.',
      upcomingEvents: 'Scheduled',
    },
  },
}

const withSchedulesAndVersions = (language: AdminLanguage, wording: Wording): Wording => {
  const more = schedulesAndVersions[language] ?? {}
  return {
    ...wording,
    general: { ...wording.general, ...more.general },
    version: { ...wording.version, ...more.version },
  }
}

/**
 * "Revert to published" discards the draft of the language on screen only; Payload's confirmation
 * said "this document's changes", and an editor feared it wiped the translators' drafts (walk 36,
 * F8). Its title mixed "saved" and "published".
 */
const revert: Record<AdminLanguage, { title: string; body: string }> = {
  en: {
    title: 'Revert to the published text?',
    body: 'The draft changes in the language on screen are discarded, and it goes back to its published text. Drafts in other languages are kept.',
  },
  hi: {
    title: 'प्रकाशित टेक्स्ट पर लौटें?',
    body: 'स्क्रीन पर दिख रही भाषा के ड्राफ़्ट बदलाव हटा दिए जाएँगे और वह अपने प्रकाशित टेक्स्ट पर लौट आएगी। दूसरी भाषाओं के ड्राफ़्ट बने रहेंगे।',
  },
  id: {
    title: 'Kembali ke teks yang diterbitkan?',
    body: 'Perubahan draf dalam bahasa yang sedang ditampilkan akan dibuang, dan bahasa itu kembali ke teks yang diterbitkan. Draf dalam bahasa lain tetap disimpan.',
  },
  ja: {
    title: '公開中のテキストに戻しますか？',
    body: '画面に表示中の言語の下書きの変更を破棄し、公開中のテキストに戻します。ほかの言語の下書きはそのまま残ります。',
  },
  ko: {
    title: '게시된 텍스트로 되돌릴까요?',
    body: '화면에 보이는 언어의 초안 변경 내용을 버리고 게시된 텍스트로 되돌립니다. 다른 언어의 초안은 그대로 유지됩니다.',
  },
  pt: {
    title: 'Voltar ao texto publicado?',
    body: 'As alterações de rascunho no idioma da tela são descartadas, e ele volta ao texto publicado. Os rascunhos em outros idiomas são mantidos.',
  },
  th: {
    title: 'กลับไปใช้ข้อความที่เผยแพร่อยู่ใช่ไหม',
    body: 'ฉบับร่างที่แก้ไว้ในภาษาที่แสดงบนหน้าจอจะถูกทิ้ง และกลับไปใช้ข้อความที่เผยแพร่อยู่ ส่วนฉบับร่างของภาษาอื่นยังอยู่ครบ',
  },
  vi: {
    title: 'Quay về văn bản đã xuất bản?',
    body: 'Các thay đổi bản nháp ở ngôn ngữ đang hiển thị sẽ bị bỏ, và ngôn ngữ đó quay về văn bản đã xuất bản. Bản nháp ở các ngôn ngữ khác vẫn được giữ.',
  },
  zh: {
    title: '恢复为已发布的文本？',
    body: '屏幕上这个语言的草稿修改将被舍弃，恢复为已发布的文本。其他语言的草稿会保留。',
  },
  'zh-TW': {
    title: '還原為已發佈的文字？',
    body: '畫面上這個語言的草稿修改將被捨棄，回到已發佈的文字。其他語言的草稿會保留。',
  },
}

const withRevert = (language: AdminLanguage, wording: Wording): Wording => ({
  ...wording,
  version: {
    ...wording.version,
    confirmRevertToSaved: revert[language].title,
    aboutToRevertToPublished: revert[language].body,
  },
})

export const payloadWording: Partial<Record<AdminLanguage, Wording>> = {
  en: withRevert('en', withSchedulesAndVersions('en', en)),
  id: withRevert('id', withSchedulesAndVersions('id', id)),
  hi: withRevert('hi', hi),
  ja: withRevert('ja', withSchedulesAndVersions('ja', ja)),
  ko: withRevert('ko', withSchedulesAndVersions('ko', ko)),
  pt: withRevert('pt', withSchedulesAndVersions('pt', pt)),
  th: withRevert('th', withSchedulesAndVersions('th', th)),
  vi: withRevert('vi', withSchedulesAndVersions('vi', vi)),
  zh: withRevert('zh', withSchedulesAndVersions('zh', zh)),
  'zh-TW': withRevert('zh-TW', withSchedulesAndVersions('zh-TW', zhTw)),
}
