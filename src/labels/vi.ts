import type { AdminMessages } from './en'

export const vi: AdminMessages = {
  groups: {
    catalogue: 'Danh mục',
    content: 'Nội dung',
    labelSets: 'Bộ nhãn',
    studio: 'Studio',
    visitors: 'Khách truy cập',
    translations: 'Bản dịch',
  },

  games: {
    singular: 'Trò chơi',
    plural: 'Trò chơi',
    about:
      'Danh mục trò chơi. Mã trò chơi là mã định danh công khai, dùng trong URL và API danh sách trò chơi.',
    heading: 'Tiêu đề hiển thị',
    gameId: 'Mã trò chơi',
    kind: 'Loại',
    theme: 'Nhóm chủ đề',
    tabs: {
      texts: 'Văn bản',
      figures: 'Thông số',
      art: 'Hình ảnh',
      listing: 'Hiển thị',
      seo: 'SEO',
    },
    title: 'Tên trò chơi',
    subtitle: 'Tiêu đề phụ',
    description: 'Mô tả',
    typeText: 'Kiểu trò chơi (như người chơi thấy)',
    typeTextHelp: 'Ví dụ “5×3 · 25 dòng thưởng”.',
    features: 'Tính năng',
    featuresHelp: 'Biên tập viên thêm hoặc xóa tính năng tại đây; người dịch viết nội dung.',
    feature: 'Tính năng',
    cover: 'Ảnh bìa',
    coverHelp:
      'Ngôn ngữ không có ảnh bìa riêng sẽ dùng ảnh bìa của bản tiếng Anh. Trò chơi chưa có ảnh bìa nào sẽ dùng ảnh bìa được tạo tự động từ tên, chủ đề và thiết lập hình ảnh của trò chơi.',
    video: 'Video gameplay',
    layout: 'Bố cục cuộn',
    mode: 'Chế độ',
    reels: 'Số cuộn',
    rows: 'Số hàng',
    lines: 'Số dòng thưởng',
    ways: 'Số cách thắng',
    maxRowsPerReel: 'Số hàng tối đa mỗi cuộn',
    maxRowsPerReelHelp:
      'Mỗi cuộn một số, cách nhau bằng dấu cách; tích của chúng là số cách thắng (7 7 8 8 8 8 → 200.704).',
    maxMultiplier: 'Thắng tối đa (× tiền cược)',
    multiplierKind: 'Kiểu',
    multiplierValue: 'Giá trị',
    rtp: 'Tỷ lệ hoàn trả (%)',
    volatility: 'Độ biến động',
    hitFrequency: 'Tần suất thắng (%)',
    bet: 'Mức cược',
    betMin: 'Cược tối thiểu',
    betMax: 'Cược tối đa',
    buyFeature: 'Có thể mua tính năng',
    buyPrice: 'Giá tính năng (× mức cược)',
    buyPriceHelp: 'Số tiền bản chơi thử tính khi mua thẳng vào tính năng.',
    mechanics: 'Nội dung của bản chơi thử tích hợp',
    freeSpins: 'Vòng quay miễn phí',
    freeSpinMultiplier: 'Hệ số nhân vòng quay miễn phí',
    respin: 'Respin (quay thêm)',
    releaseYear: 'Năm phát hành',
    supportedLanguages: 'Ngôn ngữ hỗ trợ',
    platforms: 'Nền tảng',
    artHelp:
      'Ảnh bìa và bản chơi thử tích hợp được vẽ theo họa tiết và bảng màu này. Để trống thì dùng của chủ đề.',
    art: 'Họa tiết và màu sắc',
    motif: 'Họa tiết',
    motifHelp: 'Biểu tượng chính, ví dụ dragon, koi, seven.',
    accent: 'Màu chính',
    accentHelp: 'Màu chính, dạng #rrggbb.',
    highlight: 'Màu nhấn',
    highlightHelp: 'Màu nhấn và màu vàng kim, dạng #rrggbb.',
    background: 'Màu nền',
    backgroundHelp: 'Nền tối, dạng #rrggbb.',
    sites: 'Hiển thị trên các trang này',
    sitesHelp: 'Trò chơi chỉ lên trang khi tên và mô tả đã được viết bằng ngôn ngữ của trang đó.',
    siteIncomplete: 'chưa có tên hoặc mô tả bằng ngôn ngữ này',
    names: 'Tên trò chơi ở các ngôn ngữ khác (cho API danh sách)',
    namesHelp: 'Chỉ dùng cho API danh sách trò chơi (hotGames, newGames, typeGames).',
    demo: 'Chơi thử miễn phí',
    demoAvailable: 'Có bản chơi thử',
    launchUrl: 'URL khởi chạy riêng',
    launchUrlHelp: 'Để trống để dùng mẫu trong Cài đặt trang.',
    meta: 'Công cụ tìm kiếm và bản xem trước liên kết',
    metaTitle: 'Tiêu đề trang',
    metaDescription: 'Mô tả trang',
  },

  options: {
    kinds: { slot: 'Game slot', fish: 'Game bắn cá', arcade: 'Game arcade', board: 'Game xúc xắc' },
    themes: {
      chinese: 'Phương Đông',
      classic: 'Cổ điển',
      fantasy: 'Giả tưởng',
      fishing: 'Câu cá',
      western: 'Viễn Tây',
    },
    layoutModes: {
      lines: 'Dòng thưởng',
      ways: 'Cách thắng',
      megaways: 'Megaways',
      none: 'Không có cuộn',
    },
    multiplierKinds: { value: 'Một giá trị', unlimited: 'Không giới hạn', none: 'Không có' },
    volatilities: { low: 'Thấp', medium: 'Trung bình', high: 'Cao', 'very-high': 'Rất cao' },
    roles: {
      admin: 'Quản trị viên',
      editor: 'Biên tập viên',
      translator: 'Người dịch',
      sales: 'Nhân viên kinh doanh',
    },
    enquiryStatuses: {
      new: 'Mới',
      'in-progress': 'Đang xử lý',
      answered: 'Đã trả lời',
      spam: 'Thư rác',
    },
    enquiryTypes: {
      integration: 'Tích hợp',
      partnership: 'Hợp tác',
      demo: 'Chơi thử',
      other: 'Khác',
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
      queued: 'Đang chờ gửi',
      sent: 'Đã gửi',
      retrying: 'Lỗi, đang thử lại',
      failed: 'Lỗi, đã ngừng thử',
    },
  },

  validation: {
    required: 'Bắt buộc trước khi xuất bản trò chơi.',
    reels: 'Hãy nhập số cuộn.',
    rows: 'Hãy nhập số hàng.',
    lines: 'Hãy nhập số dòng thưởng.',
    ways: 'Hãy nhập số cách thắng.',
    waysOfRows:
      '{{reels}} cuộn, mỗi cuộn {{rows}} hàng cho {{product}} cách thắng, không phải {{ways}}.',
    rowsPerReel: 'Hãy nhập {{reels}} số, mỗi cuộn một số.',
    waysOfRowsPerReel: 'Các hàng này cho tối đa {{product}} cách thắng, không phải {{ways}}.',
    multiplier: 'Hãy nhập mức thắng tối đa (lần tiền cược).',
    hexColor: 'Màu có dạng #rrggbb.',
    fishingOnly: 'Chỉ game bắn cá mới có mục này. Hãy để trống, hoặc đổi game thành game bắn cá.',
    wholeNumber: 'Một số nguyên.',
    motif: 'Thư viện hình ảnh không có họa tiết này; chọn một trong: {{motifs}}.',
    sitesRequired: 'Hãy chọn ít nhất một trang.',
    translatorLanguages: 'Hãy chọn ngôn ngữ được giao cho người dịch này.',
    origins: 'Không phải origin (https://host): {{origins}}',
    contactSiteTwice: 'Mỗi trang chỉ ghi một lần: {{sites}} bị lặp lại.',
    rowsFixedForTranslators:
      'Người dịch có thể sửa các nội dung này nhưng không thể thêm, xóa hay sắp xếp lại các dòng. Hãy nhờ biên tập viên.',
    gameIdTaken: 'Mã trò chơi {{gameId}} đã được dùng cho “{{title}}”.',
    createInEnglish:
      'Trò chơi mới được tạo bằng tiếng Anh: hãy chọn English trong menu ngôn ngữ và nhập tiêu đề tiếng Anh trước.',
  },

  media: {
    singular: 'Ảnh hoặc video',
    plural: 'Tệp đa phương tiện',
    prefix: 'Thư mục lưu trữ',
    alt: 'Văn bản thay thế',
    mimeType: 'Loại tệp',
  },

  members: {
    singular: 'Thành viên chơi thử',
    plural: 'Thành viên chơi thử',
    account: 'Tài khoản',
    currency: 'Tiền tệ',
    lastSeenAt: 'Truy cập gần nhất',
    balance: 'Số dư tiền chơi thử',
    balanceHelp: 'Lưu lại cho bản chơi thử, để tải lại trang vẫn chơi tiếp được.',
  },

  enquiries: {
    singular: 'Yêu cầu liên hệ',
    plural: 'Yêu cầu liên hệ',
    status: 'Trạng thái',
    type: 'Loại yêu cầu',
    locale: 'Ngôn ngữ',
    name: 'Họ tên',
    company: 'Công ty',
    email: 'Email',
    country: 'Quốc gia hoặc khu vực',
    channel: 'Kênh liên hệ ưu tiên',
    handle: 'Tài khoản trên kênh đó',
    message: 'Nội dung',
    site: 'Trang',
    notes: 'Ghi chú nội bộ',
    notification: 'Thông báo qua email',
    notificationAttempts: 'Số lần gửi thông báo',
    notificationError: 'Lỗi thông báo gần nhất',
    notifiedAt: 'Thời điểm thông báo',
  },

  users: {
    singular: 'Người dùng',
    plural: 'Người dùng',
    name: 'Tên',
    role: 'Vai trò',
    roleHelp:
      'Quản trị viên: mọi quyền. Biên tập viên: toàn bộ nội dung, kể cả xuất bản. Người dịch: chỉ bản nháp ở các ngôn ngữ được giao. Nhân viên kinh doanh: chỉ các yêu cầu liên hệ.',
    firstUserRole: 'Tài khoản đầu tiên là quản trị viên của studio.',
    languages: 'Ngôn ngữ được giao cho người dịch này',
  },

  catalogueOrder: {
    label: 'Thứ tự danh mục',
    about: 'Kéo trò chơi để sắp xếp lại danh sách. Trò chơi chưa xuất bản không bao giờ hiển thị.',
    lists: {
      featured: 'Nổi bật',
      hot: 'Phổ biến',
      new: 'Mới',
      fish: 'Bắn cá',
      slot: 'Slot',
      arcade: 'Arcade',
    },
    listHelp: {
      featured:
        'Các trò chơi trong mục “Trò chơi của chúng tôi” trên trang chủ và đứng đầu danh sách trò chơi.',
      hot: 'Thẻ “Phổ biến” và GET /api/hotGames.',
      new: 'Thẻ “Mới” và GET /api/newGames.',
      fish: 'Thẻ “Bắn cá” và mục game bắn cá trên trang chủ. Danh sách gốc bắt đầu từ 701.',
      slot: 'Thẻ “Slot”.',
      arcade: 'Thẻ “Arcade”.',
    },
  },

  glossary: {
    label: 'Bảng thuật ngữ',
    about:
      'Mỗi khái niệm một cách diễn đạt trong mỗi ngôn ngữ. Dùng thuật ngữ này ở mọi nơi; không bao giờ dùng các biến thể cần tránh.',
    naming: 'Quy tắc đặt tên',
    namingHelp:
      'Cách thị trường này đặt tên game: khi nào phiên âm tên, khi nào dịch, và phần nào giữ nguyên chữ Latinh. Mọi tên game đều theo quy tắc này.',
    terms: 'Thuật ngữ',
    term: 'Thuật ngữ',
    termHelp: 'Cách diễn đạt duy nhất dùng ở mọi nơi.',
    key: 'Khái niệm',
    avoid: 'Cần tránh',
    avoidHelp: 'Các biến thể không được xuất hiện trong nội dung của ngôn ngữ này, mỗi dòng một.',
    note: 'Ghi chú',
    noteHelp: 'Ghi chú cách dùng, bằng tiếng Anh.',
    rowLabel: 'Thuật ngữ {{number}}',
    claims: 'Điểm nổi bật',
    claimsHelp: 'Những điểm nổi bật của studio như mục “Về chúng tôi” trên trang chủ nêu.',
    claimGames: 'Số trò chơi',
    claimGamesHelp: 'Trò chơi và API trò chơi (70+).',
    claimFounded: 'Thành lập',
    claimFoundedHelp: 'Năm thành lập (2018).',
    claimFishing: 'Game bắn cá',
    claimFishingHelp: 'Số năm kinh nghiệm làm game bắn cá (20+).',
    claimEngine: 'Engine',
    claimEngineHelp: 'Engine HTML5 tự phát triển.',
    claimPartnership: 'Hợp tác',
    claimPartnershipHelp: 'Câu về nền tảng đánh giá; để trống nếu ngôn ngữ này chủ ý không nêu.',
  },

  homeSections: {
    label: 'Các mục trang chủ',
    about: 'Trang chủ, từng mục một. Kéo để sắp xếp lại; đánh dấu “Ẩn” để bỏ một mục.',
    tabSections: 'Các mục',
    tabSeo: 'SEO',
    sections: 'Các mục',
    hidden: 'Ẩn mục này',
    hiddenEverywhere:
      'Áp dụng cho trang của mọi ngôn ngữ: khi đăng, mục này sẽ biến mất khỏi trang chủ của cả mười một trang.',
    blocks: {
      hero: 'Banner chính',
      featuredGames: 'Trò chơi nổi bật',
      fishingGames: 'Game bắn cá',
      services: 'Dịch vụ của chúng tôi',
      about: 'Về chúng tôi',
      vision: 'Tầm nhìn',
      contact: 'Liên hệ',
    },
    services: {
      team: 'Đội ngũ',
      gameDesign: 'Thiết kế trò chơi',
      artDesign: 'Thiết kế đồ họa',
      soundDesign: 'Thiết kế âm thanh',
      partners: 'Đối tác',
    },
    eyebrow: 'Dòng dẫn',
    title: 'Tiêu đề',
    heading: 'Tiêu đề mục',
    text: 'Nội dung',
    primaryCta: 'Nút chính',
    secondaryCta: 'Nút phụ',
    claim: { singular: 'Điểm nổi bật', plural: 'Điểm nổi bật' },
    section: { singular: 'Mục', plural: 'Các mục' },
    claims: 'Điểm nổi bật',
    claimValue: 'Giá trị',
    claimValueHelp: 'Ví dụ 70+, 2018, HTML5.',
    claimLabel: 'Nhãn',
    claimValueText: 'Giá trị theo cách viết của ngôn ngữ này',
    claimValueTextHelp:
      'Cách ngôn ngữ này viết giá trị, ví dụ 20+ năm. Để trống: hiển thị giá trị như cũ.',
    partnership: 'Hợp tác',
    partnershipHelp: 'Câu về nền tảng đánh giá, ở ngôn ngữ có nêu.',
    meta: 'Công cụ tìm kiếm và bản xem trước liên kết',
    metaTitle: 'Tiêu đề trang',
    metaDescription: 'Mô tả trang',
  },

  optionalText: {
    absent: 'Không nêu ở ngôn ngữ này',
    absentHelp:
      'Đánh dấu khi ngôn ngữ này chủ ý không có nội dung này: trang sẽ không hiển thị gì, kể cả bản tiếng Anh.',
  },

  labelSets: {
    site: 'Bộ nhãn: trang web',
    siteHelp:
      'Văn bản của điều hướng, danh mục, trang trò chơi, tìm kiếm, trang 404 và chân trang.',
    form: 'Bộ nhãn: biểu mẫu liên hệ',
    formHelp: 'Nhãn, hướng dẫn và thông báo của biểu mẫu liên hệ.',
    demo: 'Bộ nhãn: chơi thử miễn phí',
    demoHelp: 'Mọi chữ mà bản chơi thử tích hợp hiển thị.',
    /** Under two labels of a group that read the same: where each appears (walk 34, F8). */
    places: {
      gameMenu: {
        new: 'Thẻ của danh sách trò chơi hiển thị các trò chơi mới',
        newBadge: 'Nhãn trên thẻ của một trò chơi mới',
      },
      search: {
        label: 'Tên của ô tìm kiếm, được trình đọc màn hình đọc lên',
        placeholder: 'Gợi ý hiện trong ô tìm kiếm khi còn trống',
      },
      notFound: {
        message: 'Tiêu đề của một trang không tồn tại',
        invalidRoute:
          'Tiêu đề khi trang web hoàn toàn không đọc được địa chỉ (gõ sai hoặc liên kết hỏng)',
      },
      form: {
        email: 'Tên ô email của biểu mẫu liên hệ',
        channelEmail: 'Email trong các kênh liên hệ ưu tiên',
      },
      demo: {
        bet: 'Ô chọn tiền cược trong bản chơi thử slot, xúc xắc và máy đẩy xu',
        stake: 'Ô chọn tiền cược trong bản chơi thử bắn cá: giá của một phát bắn',
      },
    },
    groups: {
      mainNav: 'Điều hướng chính',
      gameMenu: 'Menu danh sách trò chơi',
      gameDetail: 'Trang trò chơi',
      titles: 'Tiêu đề trang',
      buttons: 'Nút',
      search: 'Tìm kiếm',
      platforms: 'Nền tảng',
      kinds: 'Loại trò chơi',
      notFound: 'Không tìm thấy trang',
      terms: 'Trang điều khoản',
      footer: 'Chân trang',
      update: 'Thông báo cập nhật trang',
      error: 'Trang lỗi',
      form: 'Biểu mẫu liên hệ',
      demo: 'Chơi thử miễn phí',
    },
  },

  termsPage: {
    label: 'Trang điều khoản',
    about: 'Trang tại /{site}/tc.',
    title: 'Tiêu đề',
    content: 'Nội dung',
  },

  siteSettings: {
    label: 'Cài đặt trang',
    studioName: 'Tên studio',
    contactEmail: 'Email liên hệ',
    tagline: 'Khẩu hiệu',
    logo: 'Logo',
    social: 'Liên kết mạng xã hội',
    socialLink: { singular: 'Liên kết mạng xã hội', plural: 'Liên kết mạng xã hội' },
    network: 'Mạng xã hội',
    url: 'Địa chỉ (URL)',
    demo: 'Khởi chạy bản chơi thử',
    launchUrlTemplate: 'Mẫu URL khởi chạy',
    launchUrlTemplateHelp:
      'Nơi bản chơi thử của trò chơi được mở. Biến thay thế: {gameId} {lang} {account} {currency} (tiền chơi thử của trang: USD trên /en, JPY trên /jp…) {lobbyUrl}. Mặc định chạy bản chơi thử tích hợp.',
    newTabOnPhones: 'Mở trong thẻ mới trên điện thoại',
    embedOrigins: 'Trang của nhà vận hành được nhúng bản chơi thử tích hợp',
    embedOriginsHelp:
      'Mỗi dòng một origin, ví dụ https://lobby.example.com hoặc https://*.example.com. Chỉ các trang này (và trang này) được hiển thị /demo/… trong khung; có hiệu lực trong vòng mười giây. Biến môi trường DEMO_FRAME_ANCESTORS thêm các trang khác.',
    contacts: 'Kênh liên hệ theo từng trang',
    contactsHelp:
      'Các kênh mà biểu mẫu liên hệ của mỗi trang đưa ra để khách chọn, theo đúng thứ tự này (kênh phổ biến nhất ở thị trường đó đứng đầu), cùng số điện thoại mẫu hiển thị bên dưới. Trang không có trong danh sách chỉ có email.',
    contactRow: { singular: 'Trang', plural: 'Các trang' },
    contactSite: 'Trang',
    contactChannels: 'Kênh',
    phoneExample: 'Số điện thoại mẫu',
    phoneExampleHelp:
      'Số điện thoại viết theo cách của thị trường đó, kèm mã quốc gia: +66 81 234 5678.',
  },

  noPasswordReset: {
    title: 'Mật khẩu không được đặt lại qua email',
    body: 'Trang này không gửi email: quản trị viên của studio sẽ đặt mật khẩu mới cho bạn. Hãy nhờ một quản trị viên, rồi đăng nhập bằng mật khẩu đó.',
  },

  firstAdminClosed: { title: 'Chưa có tài khoản quản trị' },
  editorsWork: {
    /** On a media item, to whoever may read it but not change it (a translator). */
    mediaReadOnly:
      'Tệp đa phương tiện là việc của biên tập viên: chỉ biên tập viên mới thay đổi tệp hoặc văn bản thay thế của tệp, ở bất kỳ ngôn ngữ nào. Nếu thiếu hoặc sai, hãy nhờ biên tập viên.',
    /** On the site settings, to whoever may read them but not change them (a translator). */
    settingsReadOnly:
      'Cài đặt trang web là việc của biên tập viên: chỉ biên tập viên mới thay đổi được, ở bất kỳ ngôn ngữ nào. Nếu thiếu hoặc sai, hãy nhờ biên tập viên.',
    title: 'Việc của biên tập viên',
    body: 'Chỉ biên tập viên mới thêm vào {{label}}. Nếu thiếu thứ bạn cần, hãy nhờ một biên tập viên.',
    back: 'Quay lại {{label}}',
    adminsTitle: 'Việc của quản trị viên',
    adminsBody:
      'Chỉ quản trị viên của studio mới thêm vào {{label}}. Nếu cần tạo hoặc sửa tài khoản, hãy nhờ một quản trị viên.',
  },

  failedPurges: {
    singular: 'Lần xóa bộ nhớ đệm edge thất bại',
    plural: 'Các lần xóa bộ nhớ đệm edge thất bại',
    group: 'Hệ thống',
    about:
      'Bộ nhớ đệm dùng chung phía trước trang không nhận các lần xóa này. Các trang có những thẻ này có thể hiển thị nội dung trước khi xuất bản cho đến khi hết thời hạn lưu ở edge; hãy xóa các thẻ trong bảng điều khiển của edge (hoặc xuất bản lại), rồi xóa mục này.',
    edge: 'Edge',
    tags: 'Thẻ',
    tagsHelp: 'Cách nhau bằng dấu cách, đúng như lệnh xóa của edge nhận.',
    attempts: 'Số lần thử',
    error: 'Lỗi gần nhất',
  },

  screenReader: {
    addBlock: 'Thêm khối',
    dragToMove: 'Kéo để di chuyển',
    editLink: 'Sửa liên kết',
    removeLink: 'Xóa liên kết',
    insertParagraph: 'Chèn đoạn văn',
    notifications: 'Thông báo (Alt+T)',
    closeNotification: 'Đóng thông báo',
    textDropdown: 'Kiểu văn bản',
    alignDropdown: 'Căn lề',
    addDropdown: 'Chèn',
    dragHelp:
      'Để nhấc một mục có thể kéo, hãy nhấn phím cách. Trong khi kéo, dùng các phím mũi tên để di chuyển mục. Nhấn phím cách lần nữa để thả mục vào vị trí mới, hoặc nhấn Esc để hủy.',
    sortable: 'có thể sắp xếp',
    responsive: 'Tự thích ứng',
    slashMenu: 'Menu chèn',
    expand: 'Mở rộng',
    formatting: {
      bold: 'In đậm',
      italic: 'In nghiêng',
      underline: 'Gạch chân',
      strikethrough: 'Gạch ngang',
      subscript: 'Chỉ số dưới',
      superscript: 'Chỉ số trên',
      inlineCode: 'Mã trong dòng',
    },
    /** dnd-kit's announcements while a row is dragged: its place and where it goes. */
    dragging: {
      pickedUp: 'Đã nhấc hàng {{row}}.',
      movedOver: 'Hàng {{row}} đang ở trên vị trí {{position}}.',
      notOver: 'Hàng {{row}} không còn ở trên vị trí nào.',
      dropped: 'Đã thả hàng {{row}} vào vị trí {{position}}.',
      droppedBack: 'Đã thả hàng {{row}}; hàng vẫn ở chỗ cũ.',
      cancelled: 'Đã hủy di chuyển; hàng {{row}} vẫn ở chỗ cũ.',
    },
  },

  workflow: {
    reload: 'Tải lại trang',
    changedElsewhere:
      'Văn bản {{language}} của mục này đã được sửa ở nơi khác kể từ khi bạn mở (do nhập tệp, khôi phục phiên bản hoặc một đồng nghiệp sửa), nên thay đổi của bạn không được lưu đè lên. Hãy sao chép phần bạn vừa viết, rồi tải lại trang để xem văn bản mới.',
    /** A publish of the language on screen is scheduled (a translator's bar, walk 35, F9). */
    scheduledForEditors:
      'Bản {{language}} đã được hẹn xuất bản vào {{date}}: bản nháp mới nhất tại thời điểm đó sẽ được xuất bản, gồm cả những gì người dịch lưu trước giờ hẹn.',
    scheduledUnreviewed:
      'Bản {{language}} chưa được đánh dấu sẵn sàng duyệt: hãy duyệt trước giờ hẹn hoặc đổi lịch xuất bản.',
    scheduledLive:
      'Bản {{language}} đã được hẹn xuất bản vào {{date}}: những gì bạn lưu trước giờ hẹn sẽ được xuất bản cùng.',
    english: 'Tiếng Anh',
    needsUpdate: 'Cần cập nhật',
    englishChanged: 'Bản tiếng Anh đã thay đổi kể từ khi dịch. Trước đây là:',
    stillCorrect: 'Vẫn đúng',
    stillCorrectHelp: 'Bản dịch vẫn khớp với bản tiếng Anh mới: bỏ đánh dấu.',
    copiedNotTranslated: 'Đã sao chép, chưa dịch',
    keepCopied: 'Giữ nguyên',
    keepCopiedHelp: 'Văn bản này giữ nguyên ở ngôn ngữ này (ví dụ một cái tên): tính là đã dịch.',
    note: 'Ghi chú của người dịch',
    markReady: 'Đánh dấu bản {{language}} sẵn sàng duyệt',
    readyForReview: 'Bản {{language}} đã sẵn sàng để duyệt',
    withdraw: 'Rút lại',
    waitingForReview: 'Đang chờ duyệt:',
    readyFrom: 'Bản {{language}} (do {{name}} gửi)',
    draftsOnly: 'Bạn chỉ lưu được bản nháp; biên tập viên sẽ duyệt và xuất bản.',
    savedAtOnce:
      'Khi lưu, văn bản của bạn có hiệu lực ngay (mục này không có bản nháp); biên tập viên sẽ duyệt lại.',
    readOnlyHere: 'Bạn dịch sang {{own}}; bản {{language}} chỉ để xem, bạn không sửa được.',
    openOwn: 'Mở bản {{language}}',
    copyInto: 'Sao chép văn bản {{from}} sang {{language}}',
    copyIntoConfirm:
      'Sao chép văn bản {{from}} vào các trường {{language}} còn trống? Các trường đã có nội dung {{language}} sẽ được giữ nguyên.',
    copied:
      'Đã sao chép: các trường {{language}} còn trống giờ đã có văn bản {{from}} để bạn dịch; các trường khác giữ nguyên.',
    nothingToCopy:
      'Không có gì để sao chép: mọi trường {{language}} đều đã có nội dung, hoặc trường {{from}} tương ứng cũng đang trống.',
    yourWork: 'Việc dịch sang {{language}} của bạn',
    openYourWork: 'Mọi việc cần làm ở bản {{language}}',
    translations: 'Bản dịch',
    completeEverywhere: 'Cả mười ngôn ngữ đều đã đầy đủ và không còn gì cần cập nhật.',
    completeInYours: 'Bản {{languages}} đã đầy đủ và không còn gì cần cập nhật.',
    stillMissing: 'Vẫn còn thiếu văn bản:',
    needsUpdateIn: 'Cần cập nhật:',
    textCount_one: '{{count}} văn bản',
    textCount_other: '{{count}} văn bản',
    statusOfAll: 'Tình trạng dịch của mọi mục',
  },

  translationStatus: {
    yourText: 'Văn bản của bạn trong tệp:',
    title: 'Tình trạng bản dịch',
    navLink: 'Tình trạng bản dịch',
    staffOnly: 'Tình trạng bản dịch dành cho biên tập viên và người dịch.',
    readyNeedsTexts_one:
      'Chưa thể đánh dấu bản {{language}} sẵn sàng duyệt: còn thiếu {{count}} văn bản. Hãy dịch xong trước.',
    readyNeedsTexts_other:
      'Chưa thể đánh dấu bản {{language}} sẵn sàng duyệt: còn thiếu {{count}} văn bản. Hãy dịch xong trước.',
    intro:
      'Bảng này cho biết mỗi ngôn ngữ còn thiếu gì trong bản nháp mới nhất. Số màu đỏ là số văn bản còn thiếu, kể cả văn bản tiếng Anh đã sao chép sang mà chưa dịch; số ↻ màu cam là số bản dịch cần cập nhật vì bản tiếng Anh đã thay đổi sau khi dịch. Trỏ chuột vào một số để xem đó là những văn bản nào, hoặc bấm vào để mở mục ở ngôn ngữ đó. Các trường không bắt buộc, như “Tiêu đề phụ”, chỉ được tính khi bản tiếng Anh có nội dung.',
    missingIn: 'Việc cần làm cho',
    anyLanguage: 'Mọi ngôn ngữ (hiện tất cả)',
    anyState: 'Tất cả việc cần làm',
    nothingMissing: 'Bản {{language}} không còn thiếu gì.',
    entriesMissing_one: '{{count}} mục còn thiếu văn bản {{language}} hoặc cần cập nhật.',
    entriesMissing_other: '{{count}} mục còn thiếu văn bản {{language}} hoặc cần cập nhật.',
    groupGlobals: 'Trang và nhãn',
    entry: 'Mục',
    complete: 'Đầy đủ',
    completeSomeLeftOut: 'Đầy đủ; một số trường chủ ý để trống ở ngôn ngữ này',
    completeLeftOut: 'Đầy đủ; chủ ý để trống ở ngôn ngữ này:',
    andMore: '… và {{count}} mục nữa',
    missingCount: 'Bản {{language}} thiếu {{count}} văn bản: {{texts}}',
    entriesMissingText: 'Mục còn thiếu văn bản',
    entriesNeedingUpdate: 'Mục cần cập nhật',
    textsMissing: 'Văn bản còn thiếu',
    textsFile: 'Tệp bản dịch',
    upload: 'Tải tệp lên…',
    uploading: 'Đang tải lên…',
    uploadFailed: 'Tải lên không thành công ({{status}}).',
    uploadUnreachable: 'Tải lên không thành công: không kết nối được máy chủ.',
    uploadSaved_one: 'Đã lưu {{count}} văn bản vào bản nháp',
    uploadSaved_other: 'Đã lưu {{count}} văn bản vào bản nháp',
    uploadUnchanged: '{{count}} văn bản không thay đổi',
    uploadNotSaved: '{{count}} văn bản chưa lưu được',
    needsUpdate: 'Cần cập nhật (bản tiếng Anh đã thay đổi):',
    needUpdateCount: 'Bản {{language}} có {{count}} văn bản cần cập nhật: {{texts}}',
    textsNeedingUpdate: 'Văn bản cần cập nhật',
    waitingForReview: 'Đang chờ duyệt ({{count}})',
    failedSchedules: 'Hẹn giờ xuất bản không thành công ({{count}})',
    scheduledFor: 'Giờ đã hẹn',
    reason: 'Lý do',
    longestWaitingShown: 'Đang hiển thị {{shown}} mục chờ lâu nhất.',
    language: 'Ngôn ngữ',
    from: 'Người gửi',
    since: 'Từ lúc',
    download: 'Tải {{format}}',
    uploadConfirmed: '{{count}} văn bản được xác nhận vẫn đúng',
    uploadNotes_one: 'giữ {{count}} ghi chú',
    uploadNotes_other: 'giữ {{count}} ghi chú',
    importProblems: {
      notJson: 'Tệp không phải JSON hợp lệ.',
      notTextsFile: 'Tệp không phải tệp bản dịch xuất từ đây (tại {{at}}).',
      otherLanguage: 'Tệp chứa văn bản {{found}}, không phải {{wanted}}.',
      csvOpenQuote: 'Tệp CSV có một trường mở dấu ngoặc kép mà không đóng.',
      csvColumns: 'Dòng đầu của tệp CSV cần có cột “key” và cột “{{locale}}”.',
      xmlTooDeep: 'Tệp lồng các phần tử sâu hơn {{depth}} cấp.',
      notXml: 'Tệp không phải XML hợp lệ (dòng {{line}}, cột {{column}}).',
      notXliff: 'Tệp không phải tài liệu XLIFF.',
      xliffVersion: 'Hãy gửi XLIFF phiên bản 1.2, như tệp xuất từ đây.',
      busy: 'Một tệp bản dịch khác đang được xuất hoặc nhập; vui lòng thử lại sau giây lát.',
      notUtf8: 'Tệp không phải UTF-8 hợp lệ.',
      tooLarge: 'Tệp lớn hơn {{megabytes}} MB.',
      tooManyUnits:
        'Tệp có hơn {{max}} văn bản: toàn bộ danh mục của một ngôn ngữ ít hơn nhiều. Hãy gửi một tệp đã xuất, hoặc chia nhỏ tệp này.',
      noteTooLong:
        'Ghi chú của {{unit}} dài {{length}} ký tự: mỗi ghi chú dài tối đa {{max}} ký tự.',
      mediaType: 'Hãy gửi tệp dưới dạng application/json, text/csv hoặc application/x-xliff+xml.',
      notYours: 'Bạn không được sửa văn bản {{language}}.',
    },
    importErrors: {
      noSuchText: 'Không có văn bản này (mục, hàng hoặc trường có thể đã bị xóa).',
      noSuchRow: 'Không có văn bản này (hàng có thể đã bị xóa).',
      englishChanged: 'Bản tiếng Anh đã thay đổi sau khi tệp được xuất: hãy xuất lại.',
      otherBlocks:
        'Chưa lưu: bản dịch này được chia thành các khối khác với bản tiếng Anh (thừa hoặc thiếu một đoạn hay một mục danh sách), nên tệp không thể đặt nó về đúng chỗ. Hãy sửa trong biểu mẫu quản trị.',
      unstamped:
        'Chưa lưu: văn bản này đã có bản dịch trên trang và tệp đã mất dấu “base”, nên có thể xóa mất một thay đổi mới hơn. Hãy xuất lại và giữ cột (hoặc thuộc tính) base.',
      changedSince:
        'Văn bản này đã được sửa trên trang sau khi tệp được xuất nên bản trên trang được giữ nguyên: hãy xuất lại để xem.',
      notYourRole: 'Chưa lưu: vai trò của bạn không được sửa văn bản này.',
      tooLong: 'Văn bản dài hơn {{kilobytes}} KB, nhiều hơn mọi văn bản của trang cần.',
      tooManyLines: 'Văn bản có hơn {{lines}} dòng, nhiều hơn mọi văn bản của trang cần.',
      tooManyMarks:
        'Văn bản có hơn {{marks}} ký hiệu định dạng (* _ ` ~ [ ] < > \\), nhiều hơn mọi văn bản của trang cần.',
      unknownState:
        'Chưa lưu: trạng thái “{{state}}” không hợp lệ. Hãy ghi current hoặc needs-update, hoặc để trống.',
    },
  },

  // Publication states, headings and accounts (issue 37).
  editorial: {
    states: {
      published: 'Đã xuất bản',
      changed: 'Đã xuất bản, có thay đổi chưa xuất bản',
      ready: 'Sẵn sàng duyệt',
      draft: 'Bản nháp, chưa xuất bản',
    },
    column: 'Xuất bản',
    publishedAt: 'Xuất bản lúc',
    englishTitle: '{{title}} (tiếng Anh)',
    takenOverBy: '{{name}} đã tiếp quản việc chỉnh sửa mục này.',
    lockHolderTranslator: '{{name}} (người dịch {{languages}})',
    /** Above the texts typed and not saved, in the dialog that ends one's editing. */
    unsavedText:
      'Các thay đổi gần nhất của bạn chưa được lưu. Hãy sao chép văn bản dưới đây trước khi tiếp tục:',
    adminLanguage: 'Ngôn ngữ trang quản trị',
    adminLanguageHelp:
      'Ngôn ngữ các màn hình quản trị của tài khoản này, áp dụng mỗi lần đăng nhập. Để trống thì người dịch dùng ngôn ngữ đầu tiên của mình.',
    importSavedIn: 'Mục đã lưu vào bản {{language}}: {{entries}}',
    importUnmarked:
      'Đã bỏ đánh dấu “sẵn sàng duyệt” của bản {{language}} ở các mục sau vì tệp đã thay đổi văn bản: {{entries}}. Hãy đánh dấu lại khi đã sẵn sàng.',
    publishAll: 'Xuất bản mọi ngôn ngữ',
    schedule: {
      latestDraft:
        'Đến phút đó, bản nháp mới nhất sẽ được xuất bản, kèm mọi thay đổi được lưu đến lúc ấy.',
      allLanguages: 'Mọi ngôn ngữ',
      failed: 'Không xuất bản được {{language}} theo lịch hẹn',
      failedNow: 'Giờ đã đủ nội dung: hãy xuất bản ngay hoặc hẹn giờ lại.',
      zoneOfComputer: 'Giờ tính theo {{zone}}, giờ của máy này.',
      zoneOfStudio: 'Giờ tính theo {{zone}}, giờ của studio.',
      zone: 'Giờ tính theo {{zone}}.',
    },
    confirmAll: {
      publishHeading: 'Xuất bản mọi ngôn ngữ?',
      scheduleHeading: 'Hẹn giờ xuất bản mọi ngôn ngữ?',
      intro: 'Bản nháp mới nhất của từng ngôn ngữ sẽ được công khai, dù trạng thái hiện tại là gì:',
      notReady: 'Bản nháp chưa được đánh dấu sẵn sàng để duyệt: {{languages}}.',
      schedule: 'Hẹn giờ mọi ngôn ngữ',
    },
    versions: {
      publishedIn: 'Đã xuất bản ở {{languages}}',
      publishedAll: 'Đã xuất bản ở mọi ngôn ngữ',
      latest: 'Phiên bản mới nhất',
      liveIn: 'Đang hiển thị trên trang web: {{languages}}',
      liveEverywhere: 'Đang hiển thị trên trang web ở mọi ngôn ngữ',
      readyIn: 'Sẵn sàng duyệt: {{languages}}',
      restoreIsEditors:
        'Khôi phục phiên bản là việc của biên tập viên: mọi ngôn ngữ sẽ được khôi phục cùng lúc. Để lấy lại văn bản của bạn, hãy sao chép từ phiên bản này vào biểu mẫu.',
      /** The restore's confirmation: the languages whose texts it replaces (a draft or the live text). */
      restoreAllLanguages: 'Văn bản của phiên bản này sẽ được khôi phục cho mọi ngôn ngữ cùng lúc.',
      restoreChanges:
        'Văn bản mới nhất bằng {{languages}}, dù là bản nháp hay đang hiển thị trên trang web, sẽ bị thay thế. Những gì viết sau phiên bản này vẫn còn trong thẻ “Danh sách phiên bản”.',
      restoreGoesLive:
        'Khôi phục phiên bản này đồng nghĩa với xuất bản: văn bản của phiên bản sẽ lên trang web ngay lập tức, ở mọi ngôn ngữ.',
      restoreCheckFirst:
        'Nếu muốn kiểm tra trước, hãy bấm “Hủy” rồi chọn “{{asDraft}}” trong menu ▾ cạnh nút “Khôi phục về phiên bản này”. Bản nháp không làm thay đổi trang web cho đến khi có người xuất bản.',
      restoreStaysDraft:
        'Phiên bản được khôi phục thành bản nháp: trang web không thay đổi cho đến khi có người xuất bản.',
      restoreChangesNone:
        'Không có bản nháp ngôn ngữ nào thay đổi: văn bản vẫn giống phiên bản này.',
    },
  },

  /** Why a translator's write is refused (the API's 403s), in their admin language. */
  translatorRefusals: {
    create: 'Chỉ biên tập viên mới thêm {{entries}}.',
    delete: 'Chỉ biên tập viên mới xóa {{entries}}.',
    notYourLanguage:
      'Bạn chỉ được sửa văn bản ở các ngôn ngữ được giao cho mình: {{language}} không nằm trong số đó.',
    oneAtATime: 'Người dịch lưu từng mục một.',
    draftsOnly: 'Người dịch lưu bản nháp: xuất bản và hủy xuất bản là việc của biên tập viên.',
    noStatus: '{{entry}} không có trạng thái xuất bản nào để thay đổi.',
    embeddedByEditors:
      'Hình ảnh và liên kết đến các trang trong “{{field}}” do biên tập viên chọn: bản dịch giữ nguyên như bản tiếng Anh.',
    sharedField: '“{{field}}” dùng chung cho mọi ngôn ngữ: chỉ biên tập viên mới thay đổi được.',
  },
}
