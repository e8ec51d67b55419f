import type { AdminMessages } from './en'

/** Brazilian Portuguese, the language of the pt site. */
export const pt: AdminMessages = {
  groups: {
    catalogue: 'Catálogo',
    content: 'Conteúdo',
    labelSets: 'Conjuntos de rótulos',
    studio: 'Estúdio',
    visitors: 'Visitantes',
    translations: 'Traduções',
  },

  games: {
    singular: 'Jogo',
    plural: 'Jogos',
    about:
      'Catálogo de jogos. O ID do jogo é a chave pública usada nas URLs e na API da lista de jogos.',
    heading: 'Cabeçalho',
    gameId: 'ID do jogo',
    kind: 'Tipo',
    theme: 'Grupo de tema',
    tabs: { texts: 'Textos', figures: 'Números', art: 'Arte', listing: 'Publicação', seo: 'SEO' },
    title: 'Título',
    subtitle: 'Subtítulo',
    description: 'Descrição',
    typeText: 'Tipo de jogo (como o jogador vê)',
    typeTextHelp: 'Por exemplo, “5×3 · 25 linhas de pagamento”.',
    features: 'Recursos',
    featuresHelp: 'Editores adicionam ou removem recursos aqui; tradutores escrevem o texto.',
    feature: 'Recurso',
    cover: 'Arte de capa',
    coverHelp:
      'Um idioma sem capa própria mostra a capa em inglês; um jogo sem nenhuma capa mostra a arte de capa que o estúdio desenha a partir do título, do tema e das configurações de arte.',
    video: 'Vídeo de gameplay',
    layout: 'Layout dos rolos',
    mode: 'Modo',
    reels: 'Rolos',
    rows: 'Linhas da grade',
    lines: 'Linhas de pagamento',
    ways: 'Formas de ganhar',
    maxRowsPerReel: 'Máximo de linhas por rolo',
    maxRowsPerReelHelp:
      'Um número por rolo, separados por espaço; o produto deles é o número de formas de ganhar (7 7 8 8 8 8 → 200.704).',
    maxMultiplier: 'Ganho máximo (× a aposta)',
    multiplierKind: 'Tipo',
    multiplierValue: 'Valor',
    rtp: 'Retorno ao jogador (%)',
    volatility: 'Volatilidade',
    hitFrequency: 'Frequência de acerto (%)',
    bet: 'Aposta',
    betMin: 'Aposta mínima',
    betMax: 'Aposta máxima',
    buyFeature: 'Compra de bônus',
    buyPrice: 'Preço da compra de bônus (× a aposta)',
    buyPriceHelp: 'Quanto a demo cobra para ir direto ao bônus.',
    mechanics: 'Recursos da demo integrada',
    freeSpins: 'Giros grátis',
    freeSpinMultiplier: 'Multiplicador dos giros grátis',
    respin: 'Re-spin',
    releaseYear: 'Ano de lançamento',
    supportedLanguages: 'Idiomas suportados',
    platforms: 'Plataformas',
    artHelp:
      'A arte de capa e a demo integrada são desenhadas com este motivo e esta paleta. Se ficarem vazios, usam-se os do tema.',
    art: 'Arte',
    motif: 'Motivo',
    motifHelp: 'O emblema, por exemplo dragon, koi, seven.',
    accent: 'Cor principal',
    accentHelp: 'Cor principal, no formato #rrggbb.',
    highlight: 'Cor de destaque',
    highlightHelp: 'Destaques e dourado, no formato #rrggbb.',
    background: 'Cor de fundo',
    backgroundHelp: 'Fundo escuro, no formato #rrggbb.',
    sites: 'Publicado nestes sites',
    sitesHelp:
      'Um jogo só entra no ar em um site quando o título e a descrição estão escritos no idioma desse site.',
    siteIncomplete: 'ainda sem título ou descrição neste idioma',
    names: 'Nomes nos idiomas extras da lista de jogos',
    namesHelp: 'Usados apenas pela API da lista de jogos (hotGames, newGames, typeGames).',
    demo: 'Demo grátis',
    demoAvailable: 'Demo disponível',
    launchUrl: 'URL própria para abrir o jogo',
    launchUrlHelp: 'Deixe vazio para usar o modelo das Configurações do site.',
    meta: 'Buscadores e prévia de links',
    metaTitle: 'Título da página',
    metaDescription: 'Descrição da página',
  },

  options: {
    kinds: { slot: 'Slot', fish: 'Jogo de pesca', arcade: 'Arcade', board: 'Jogo de dados' },
    themes: {
      chinese: 'Oriental',
      classic: 'Clássico',
      fantasy: 'Fantasia',
      fishing: 'Pesca',
      western: 'Faroeste',
    },
    layoutModes: {
      lines: 'Linhas de pagamento',
      ways: 'Formas de ganhar',
      megaways: 'Megaways',
      none: 'Sem rolos',
    },
    multiplierKinds: { value: 'Um valor', unlimited: 'Ilimitado', none: 'Nenhum' },
    volatilities: { low: 'Baixa', medium: 'Média', high: 'Alta', 'very-high': 'Muito alta' },
    roles: { admin: 'Administrador', editor: 'Editor', translator: 'Tradutor', sales: 'Vendas' },
    enquiryStatuses: {
      new: 'Nova',
      'in-progress': 'Em andamento',
      answered: 'Respondida',
      spam: 'Spam',
    },
    enquiryTypes: {
      integration: 'Integração',
      partnership: 'Parceria',
      demo: 'Demo',
      other: 'Outro',
    },
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
    },
    notifications: {
      queued: 'Na fila',
      sent: 'Enviada',
      retrying: 'Falhou, tentando de novo',
      failed: 'Falhou, tentativas encerradas',
    },
  },

  validation: {
    required: 'Obrigatório antes de publicar o jogo.',
    reels: 'Informe o número de rolos.',
    rows: 'Informe o número de linhas da grade.',
    lines: 'Informe o número de linhas de pagamento.',
    ways: 'Informe o número de formas de ganhar.',
    waysOfRows:
      '{{reels}} rolos de {{rows}} linhas dão {{product}} formas de ganhar, não {{ways}}.',
    rowsPerReel: 'Informe {{reels}} números, um por rolo.',
    waysOfRowsPerReel: 'Essas linhas dão no máximo {{product}} formas de ganhar, não {{ways}}.',
    multiplier: 'Informe o ganho máximo (× a aposta).',
    hexColor: 'Uma cor no formato #rrggbb.',
    fishingOnly: 'Só um jogo de pesca tem isto. Deixe em branco ou faça do jogo um jogo de pesca.',
    wholeNumber: 'Um número inteiro.',
    motif: 'A biblioteca de arte não desenha este motivo; use um destes: {{motifs}}.',
    sitesRequired: 'Escolha pelo menos um site.',
    translatorLanguages: 'Escolha os idiomas que este tradutor pode editar.',
    origins: 'Não é uma origem (https://host): {{origins}}',
    contactSiteTwice: 'Liste cada site uma vez só: {{sites}} aparece mais de uma vez.',
    rowsFixedForTranslators:
      'Tradutores podem editar estes textos, mas não adicionar, remover ou reordenar as linhas. Peça a um editor.',
    gameIdTaken: 'O ID do jogo {{gameId}} já é de “{{title}}”.',
    createInEnglish:
      'Um jogo novo é criado em inglês: escolha English no menu de idiomas e informe primeiro o título em inglês.',
  },

  media: {
    singular: 'Imagem ou vídeo',
    newHeading: 'Nova imagem ou vídeo',
    plural: 'Mídia',
    prefix: 'Pasta de armazenamento',
    alt: 'Texto alternativo',
    mimeType: 'Tipo de arquivo',
  },

  members: {
    singular: 'Membro de demo',
    plural: 'Membros de demo',
    account: 'Conta',
    currency: 'Moeda',
    lastSeenAt: 'Último acesso',
    balance: 'Saldo de dinheiro de jogo',
    balanceHelp: 'Guardado para as demos grátis, para que recarregar a página continue a sessão.',
  },

  enquiries: {
    singular: 'Contato',
    plural: 'Contatos',
    status: 'Status',
    type: 'Tipo de contato',
    locale: 'Idioma',
    name: 'Nome',
    company: 'Empresa',
    email: 'E-mail',
    country: 'País ou região',
    channel: 'Canal preferido',
    handle: 'Usuário nesse canal',
    message: 'Mensagem',
    site: 'Site',
    notes: 'Notas internas',
    notification: 'Notificação por e-mail',
    notificationAttempts: 'Tentativas de notificação',
    notificationError: 'Último erro de notificação',
    notifiedAt: 'Notificado em',
  },

  users: {
    singular: 'Usuário',
    newHeading: 'Novo usuário',
    plural: 'Usuários',
    name: 'Nome',
    role: 'Função',
    roleHelp:
      'Administrador: acesso total. Editor: edita e publica todo o conteúdo. Tradutor: salva rascunhos, só nos idiomas atribuídos. Vendas: só os contatos.',
    firstUserRole: 'A primeira conta é a do administrador do estúdio.',
    languages: 'Idiomas que este tradutor pode editar',
  },

  catalogueOrder: {
    label: 'Ordem do catálogo',
    about: 'Arraste os jogos para reordenar uma lista. Jogos não publicados nunca aparecem.',
    lists: {
      featured: 'Destaques',
      hot: 'Em alta',
      new: 'Novos',
      fish: 'Pesca',
      slot: 'Slots',
      arcade: 'Arcade',
    },
    listHelp: {
      featured: 'Os jogos de “Nossos jogos” na página inicial e os primeiros da lista de jogos.',
      hot: 'A aba “Em alta” e GET /api/hotGames.',
      new: 'A aba “Novos” e GET /api/newGames.',
      fish: 'A aba “Pesca” e a seção de jogos de pesca da página inicial. A lista original começa com 701.',
      slot: 'A aba “Slots”.',
      arcade: 'A aba “Arcade”.',
    },
  },

  glossary: {
    label: 'Glossário',
    about:
      'Um termo por conceito e idioma. Use o termo em todo lugar; nunca as variantes listadas para evitar.',
    naming: 'Regra de nomes',
    namingHelp:
      'Como este mercado dá nome aos jogos: quando um título é transliterado, quando é traduzido e o que fica em alfabeto latino. Todo título segue essa regra.',
    terms: 'Termos',
    term: 'Termo',
    termHelp: 'O único termo usado em todo lugar.',
    key: 'Conceito',
    avoid: 'Evitar',
    avoidHelp: 'Variantes que não podem aparecer no conteúdo deste idioma, uma por linha.',
    note: 'Nota',
    noteHelp: 'Como usar o termo, para quem escreve neste idioma.',
    rowLabel: 'Termo {{number}}',
    claims: 'Destaques do estúdio',
    claimsHelp: 'Os destaques do estúdio como a seção “Sobre nós” da página inicial os apresenta.',
    claimGames: 'Jogos',
    claimGamesHelp: 'Jogos e APIs de jogos (70+).',
    claimFounded: 'Fundação',
    claimFoundedHelp: 'Ano de fundação (2018).',
    claimFishing: 'Jogos de pesca',
    claimFishingHelp: 'Anos de experiência com jogos de pesca (20+).',
    claimEngine: 'Motor',
    claimEngineHelp: 'Motor HTML5 próprio.',
    claimPartnership: 'Parceria',
    claimPartnershipHelp:
      'A frase sobre a plataforma de avaliações; vazia onde este idioma intencionalmente não a traz.',
  },

  homeSections: {
    label: 'Seções da página inicial',
    about:
      'A página inicial, seção por seção. Arraste para reordenar; marque “Ocultar” para deixar uma de fora.',
    tabSections: 'Seções',
    tabSeo: 'SEO',
    sections: 'Seções',
    hidden: 'Ocultar esta seção',
    hiddenEverywhere:
      'Vale para os sites de todos os idiomas: ao publicar, a seção sai da página inicial dos onze sites.',
    blocks: {
      hero: 'Banner principal',
      featuredGames: 'Jogos em destaque',
      fishingGames: 'Jogos de pesca',
      services: 'Nossos serviços',
      about: 'Sobre nós',
      vision: 'Nossa visão',
      contact: 'Fale conosco',
    },
    services: {
      team: 'Equipe',
      gameDesign: 'Game design',
      artDesign: 'Direção de arte',
      soundDesign: 'Design de som',
      partners: 'Parceiros',
    },
    eyebrow: 'Chamada',
    title: 'Título',
    heading: 'Título da seção',
    text: 'Texto',
    primaryCta: 'Botão principal',
    secondaryCta: 'Botão secundário',
    claim: { singular: 'Destaque', plural: 'Destaques' },
    section: { singular: 'Seção', plural: 'Seções' },
    claims: 'Destaques',
    claimValue: 'Valor',
    claimValueHelp: 'Por exemplo 70+, 2018, HTML5.',
    claimLabel: 'Rótulo',
    claimValueText: 'Valor como se escreve aqui',
    claimValueTextHelp:
      'Como este idioma escreve o valor, por exemplo 20+ anos. Vazio: o valor como está.',
    partnership: 'Parceria',
    partnershipHelp: 'A frase sobre a plataforma de avaliações, onde este idioma a traz.',
    meta: 'Buscadores e prévia de links',
    metaTitle: 'Título da página',
    metaDescription: 'Descrição da página',
  },

  optionalText: {
    absent: 'Não consta neste idioma',
    absentHelp:
      'Marque quando este idioma intencionalmente não tem este texto: a página não mostra nada, nunca o texto em inglês.',
  },

  labelSets: {
    site: 'Rótulos: site',
    siteHelp: 'Textos de navegação, catálogo, páginas de jogo, busca, 404 e rodapé.',
    form: 'Rótulos: formulário de contato',
    formHelp: 'Rótulos, ajuda e mensagens do formulário de contato.',
    demo: 'Rótulos: demos grátis',
    demoHelp: 'Todas as palavras que as demos integradas mostram.',
    /** Under two labels of a group that read the same: where each appears (walk 34, F8). */
    places: {
      gameMenu: {
        new: 'A aba da lista de jogos que mostra os jogos novos',
        newBadge: 'O selo no card de um jogo novo',
      },
      search: {
        label: 'O nome do campo de busca, lido pelos leitores de tela',
        placeholder: 'A dica exibida dentro do campo de busca vazio',
      },
      notFound: {
        message: 'O título de uma página que não existe',
        invalidRoute:
          'O título quando o site não consegue ler o endereço (digitado errado ou link quebrado)',
      },
      form: {
        email: 'O nome do campo de e-mail do formulário de contato',
        channelEmail: 'E-mail entre os canais de contato preferidos',
      },
      demo: {
        bet: 'A escolha da aposta nas demos de slot, dados e coin pusher',
        stake: 'A escolha da aposta na demo de pesca: quanto custa um tiro',
      },
    },
    groups: {
      mainNav: 'Navegação principal',
      gameMenu: 'Menu da lista de jogos',
      gameDetail: 'Página do jogo',
      titles: 'Títulos das páginas',
      buttons: 'Botões',
      search: 'Busca',
      platforms: 'Plataformas',
      kinds: 'Tipos de jogo',
      notFound: 'Página não encontrada',
      terms: 'Página de termos',
      footer: 'Rodapé',
      update: 'Aviso de atualização do site',
      error: 'Página de erro',
      form: 'Formulário de contato',
      demo: 'Demos grátis',
    },
  },

  termsPage: {
    label: 'Página de termos',
    about: 'A página em /{site}/tc.',
    title: 'Título',
    content: 'Conteúdo',
  },

  siteSettings: {
    label: 'Configurações do site',
    savesLive:
      'Ao salvar, estas configurações entram no ar em todos os sites na hora: não há rascunho.',
    studioName: 'Nome do estúdio',
    contactEmail: 'E-mail de contato',
    tagline: 'Slogan',
    logo: 'Logo',
    social: 'Redes sociais',
    socialLink: { singular: 'Rede social', plural: 'Redes sociais' },
    network: 'Rede',
    url: 'Endereço (URL)',
    demo: 'Abertura da demo grátis',
    launchUrlTemplate: 'Modelo da URL de abertura',
    launchUrlTemplateHelp:
      'Onde a demo de um jogo abre. Marcadores: {gameId} {lang} {account} {currency} (o dinheiro de jogo do site: USD em /en, JPY em /jp…) {lobbyUrl}. O padrão abre as demos integradas.',
    newTabOnPhones: 'Abrir em nova aba no celular',
    embedOrigins: 'Sites de operadores que podem incorporar as demos integradas',
    embedOriginsHelp:
      'Uma origem por linha, como https://lobby.example.com ou https://*.example.com. Só esses sites (e este) podem mostrar /demo/… em um frame; vale em até dez segundos. A variável de ambiente DEMO_FRAME_ANCESTORS acrescenta outros.',
    contacts: 'Canais de contato por site',
    contactsHelp:
      'O que o formulário de contato de cada site oferece como canal preferido, nesta ordem (o mais usado no mercado primeiro), e o número de exemplo mostrado abaixo. Um site fora da lista oferece só e-mail.',
    contactRow: { singular: 'Site', plural: 'Sites' },
    contactSite: 'Site',
    contactChannels: 'Canais',
    phoneExample: 'Número de exemplo',
    phoneExampleHelp: 'Um telefone escrito como no mercado, com o código do país: +66 81 234 5678.',
  },

  noPasswordReset: {
    title: 'A senha não é redefinida por e-mail',
    body: 'Nenhum e-mail é enviado daqui: um admin do estúdio define uma nova senha para você. Peça a um deles e depois entre com ela.',
  },

  firstAdminClosed: { title: 'Ainda não há conta de administrador' },
  editorsWork: {
    /** On a media item, to whoever may read it but not change it (a translator). */
    mediaReadOnly:
      'A mídia é trabalho dos editores: só um editor altera um arquivo ou o texto alternativo dele, em qualquer idioma. Se faltar algum ou houver erro, peça a um editor.',
    /** On the site settings, to whoever may read them but not change them (a translator). */
    settingsReadOnly:
      'As configurações do site são trabalho dos editores: só um editor as altera, em qualquer idioma. Se faltar algo ou houver erro, peça a um editor.',
    title: 'Tarefa dos editores',
    body: 'Só os editores adicionam itens em {{label}}. Se faltar algo de que você precisa, peça a um editor.',
    back: 'Voltar para {{label}}',
    adminsTitle: 'Tarefa dos administradores',
    adminsBody:
      'Só os administradores do estúdio adicionam itens em {{label}}. Se você precisar de uma conta nova ou alterada, peça a um administrador.',
  },

  failedPurges: {
    singular: 'Purga de edge com falha',
    plural: 'Purgas de edge com falha',
    group: 'Sistema',
    about:
      'O cache compartilhado na frente do site não aceitou estas purgas. Páginas com estas tags podem mostrar o conteúdo de antes da publicação até o prazo delas no edge terminar; faça a purga das tags no console do edge (ou publique de novo) e depois exclua a entrada.',
    edge: 'Edge',
    tags: 'Tags',
    tagsHelp: 'Separadas por espaço, como a purga do edge as recebe.',
    attempts: 'Tentativas',
    error: 'Último erro',
  },

  screenReader: {
    addBlock: 'Adicionar bloco',
    dragToMove: 'Arraste para mover',
    editLink: 'Editar link',
    removeLink: 'Remover link',
    insertParagraph: 'Inserir parágrafo',
    notifications: 'Notificações (Alt+T)',
    closeNotification: 'Fechar notificação',
    textDropdown: 'Estilo do texto',
    alignDropdown: 'Alinhamento',
    addDropdown: 'Inserir',
    dragHelp:
      'Para pegar um item arrastável, pressione a barra de espaço. Enquanto arrasta, use as setas para mover o item. Pressione espaço de novo para soltá-lo na nova posição, ou Esc para cancelar.',
    sortable: 'reordenável',
    responsive: 'Responsivo',
    slashMenu: 'Menu de inserção',
    expand: 'Expandir',
    formatting: {
      bold: 'Negrito',
      italic: 'Itálico',
      underline: 'Sublinhado',
      strikethrough: 'Tachado',
      subscript: 'Subscrito',
      superscript: 'Sobrescrito',
      inlineCode: 'Código em linha',
    },
    /** dnd-kit's announcements while a row is dragged: its place and where it goes. */
    dragging: {
      pickedUp: 'Linha {{row}} pega para mover.',
      movedOver: 'A linha {{row}} está sobre a posição {{position}}.',
      notOver: 'A linha {{row}} não está mais sobre nenhuma posição.',
      dropped: 'Linha {{row}} solta na posição {{position}}.',
      droppedBack: 'Linha {{row}} solta; ela continua onde estava.',
      cancelled: 'Movimento cancelado; a linha {{row}} continua onde estava.',
    },
  },

  workflow: {
    reload: 'Recarregar a página',
    changedElsewhere:
      'O texto em {{language}} desta entrada foi alterado em outro lugar depois que você o abriu (uma importação de arquivo, uma versão restaurada ou um colega), então sua alteração não foi salva por cima dele. Copie o que acabou de escrever e recarregue a página para ver o texto novo.',
    /** A publish of the language on screen is scheduled (a translator's bar, walk 35, F9). */
    scheduledForEditors:
      'A publicação em {{language}} está agendada para {{date}}: vai ao ar o rascunho mais recente daquele momento, com o que os tradutores salvarem até lá.',
    scheduledUnreviewed:
      'O {{language}} não está marcado como pronto para revisão: revise-o antes dessa data ou mude o agendamento.',
    scheduledLive:
      'A publicação em {{language}} está agendada para {{date}}: o que você salvar até lá vai ao ar junto.',
    english: 'Inglês',
    needsUpdate: 'Precisa de atualização',
    englishChanged: 'O inglês mudou desde esta tradução. Era:',
    stillCorrect: 'Continua correta',
    stillCorrectHelp: 'A tradução serve para o novo inglês como está: remover a marcação.',
    copiedNotTranslated: 'Copiado, ainda sem tradução',
    keepCopied: 'Manter como está',
    keepCopiedHelp:
      'Este texto fica igual neste idioma (um nome, por exemplo): contar como traduzido.',
    note: 'Nota do tradutor',
    markReady: 'Marcar o {{language}} como pronto para revisão',
    readyForReview: 'O {{language}} está pronto para revisão',
    withdraw: 'Retirar',
    waitingForReview: 'Aguardando revisão:',
    readyFrom: 'Versão em {{language}}, de {{name}}',
    draftsOnly: 'Você salva rascunhos; um editor revisa e publica.',
    savedAtOnce:
      'Ao salvar, seu texto passa a valer na hora (esta entrada não tem rascunhos); um editor o revisa.',
    readOnlyHere:
      'Você edita os textos em {{own}}; os textos em {{language}} são somente leitura para você.',
    openOwn: 'Abrir em {{language}}',
    copyInto: 'Copiar o texto em {{from}} para os campos em {{language}}',
    copyIntoConfirm:
      'Copiar o texto em {{from}} para todos os campos ainda vazios em {{language}}? Os campos que já têm texto não serão alterados.',
    copied:
      'Pronto: os campos em {{language}} que estavam vazios agora têm o texto em {{from}} para você traduzir. Os demais não foram alterados.',
    nothingToCopy:
      'Nada para copiar: não há texto em {{from}} para os campos ainda vazios em {{language}}.',
    yourWork: 'Seu trabalho em {{language}}',
    openYourWork: 'Tudo o que falta em {{language}}',
    translations: 'Traduções',
    completeEverywhere: 'Completo e atualizado nos dez idiomas.',
    completeInYours: 'Completo e atualizado em {{languages}}.',
    stillMissing: 'Ainda sem tradução em:',
    needsUpdateIn: 'Precisa de atualização em:',
    textCount_one: '{{count}} texto',
    textCount_other: '{{count}} textos',
    statusOfAll: 'Status das traduções de todas as entradas',
  },

  translationStatus: {
    yourText: 'Seu texto no arquivo:',
    title: 'Status das traduções',
    navLink: 'Status das traduções',
    staffOnly: 'O status das traduções é para editores e tradutores.',
    readyNeedsTexts_one:
      'O {{language}} ainda não pode ser marcado como pronto para revisão: falta {{count}} texto. Traduza-o primeiro.',
    readyNeedsTexts_other:
      'O {{language}} ainda não pode ser marcado como pronto para revisão: faltam {{count}} textos. Traduza-os primeiro.',
    intro:
      'O que ainda falta em cada idioma, nos rascunhos mais recentes. O número vermelho mostra quantos textos faltam (vazios ou copiados do inglês e ainda sem tradução); o âmbar com ↻, quantas traduções ficaram desatualizadas porque o inglês mudou depois delas. Passe o mouse sobre um número para ver quais são e clique ou toque nele para abrir a entrada nesse idioma. Subtítulos e outros textos opcionais só contam quando existem em inglês.',
    missingIn: 'A fazer em',
    anyLanguage: 'Qualquer idioma (mostrar tudo)',
    anyState: 'Entradas com texto faltando ou a atualizar',
    nothingMissing: 'Não falta nada em {{language}}.',
    entriesMissing_one: '{{count}} entrada tem texto faltando ou a atualizar em {{language}}.',
    entriesMissing_other: '{{count}} entradas têm texto faltando ou a atualizar em {{language}}.',
    groupGlobals: 'Páginas e rótulos',
    entry: 'Entrada',
    complete: 'Completo',
    completeSomeLeftOut: 'Completo, com alguns textos omitidos por opção neste idioma',
    completeLeftOut: 'Completo; omitido por opção neste idioma:',
    andMore: '… e mais {{count}}',
    missingCount: '{{count}} faltando em {{language}}: {{texts}}',
    entriesMissingText: 'Entradas com texto faltando',
    entriesNeedingUpdate: 'Entradas que precisam de atualização',
    textsMissing: 'Textos faltando',
    textsFile: 'Arquivo de textos',
    upload: 'Enviar arquivo…',
    uploading: 'Enviando…',
    uploadFailed: 'O envio falhou ({{status}}).',
    uploadUnreachable: 'O envio falhou: não foi possível acessar o servidor.',
    uploadSaved_one: '{{count}} texto salvo como rascunho',
    uploadSaved_other: '{{count}} textos salvos como rascunho',
    uploadUnchanged: '{{count}} sem alteração',
    uploadNotSaved: '{{count}} não salvos',
    needsUpdate: 'Precisa de atualização (o inglês mudou):',
    needUpdateCount: '{{count}} a atualizar em {{language}}: {{texts}}',
    textsNeedingUpdate: 'Textos a atualizar',
    waitingForReview: 'Aguardando revisão ({{count}})',
    failedSchedules: 'Publicações agendadas que não foram feitas ({{count}})',
    scheduledFor: 'Agendada para',
    reason: 'Motivo',
    longestWaitingShown: 'Mostrando as {{shown}} entradas que esperam há mais tempo.',
    language: 'Idioma',
    from: 'De',
    since: 'Desde',
    download: 'Baixar {{format}}',
    uploadConfirmed: '{{count}} confirmados como ainda corretos',
    uploadNotes_one: '{{count}} nota mantida',
    uploadNotes_other: '{{count}} notas mantidas',
    importProblems: {
      notJson: 'O arquivo não é um JSON válido.',
      notTextsFile: 'O arquivo não é um arquivo de textos exportado daqui (em {{at}}).',
      otherLanguage: 'O arquivo contém textos em {{found}}, não em {{wanted}}.',
      csvOpenQuote: 'O arquivo CSV tem um campo entre aspas que nunca se fecha.',
      csvColumns:
        'O arquivo CSV precisa de uma coluna “key” e de uma coluna “{{locale}}” na primeira linha.',
      xmlTooDeep: 'O arquivo aninha elementos em mais de {{depth}} níveis.',
      notXml: 'O arquivo não é um XML válido (linha {{line}}, coluna {{column}}).',
      notXliff: 'O arquivo não é um documento XLIFF.',
      xliffVersion: 'Envie XLIFF versão 1.2, como exportado daqui.',
      busy: 'Outro arquivo de tradução está sendo exportado ou importado agora; tente de novo daqui a pouco.',
      notUtf8: 'O arquivo não está em UTF-8 válido.',
      tooLarge: 'O arquivo é maior que {{megabytes}} MB.',
      tooManyUnits:
        'O arquivo tem mais de {{max}} textos: o catálogo inteiro de um idioma tem bem menos. Envie um arquivo exportado ou divida este.',
      noteTooLong:
        'A nota de {{unit}} tem {{length}} caracteres: uma nota pode ter no máximo {{max}}.',
      mediaType: 'Envie o arquivo como application/json, text/csv ou application/x-xliff+xml.',
      notYours: 'Você não pode editar os textos em {{language}}.',
    },
    importErrors: {
      noSuchText: 'Texto inexistente (a entrada, a linha ou o campo pode ter sido removido).',
      noSuchRow: 'Texto inexistente (a linha pode ter sido removida).',
      englishChanged: 'O inglês mudou desde que o arquivo foi exportado: exporte-o de novo.',
      otherBlocks:
        'Não salvo: esta tradução está dividida em blocos diferentes dos do inglês (um parágrafo ou item de lista a mais ou a menos), então o arquivo não consegue colocá-la de volta no lugar. Altere-a no formulário do admin.',
      unstamped:
        'Não salvo: este texto já tem tradução no site e o arquivo perdeu o carimbo “base”, então poderia desfazer uma alteração mais recente. Exporte de novo e mantenha a coluna (ou o atributo) base.',
      changedSince:
        'Este texto mudou no site depois que o arquivo foi exportado, então o texto do site foi mantido: exporte de novo para vê-lo.',
      notYourRole: 'Não salvo: sua função não pode alterar este texto.',
      tooLong: 'O texto tem mais de {{kilobytes}} KB, mais do que qualquer texto do site precisa.',
      tooManyLines:
        'O texto tem mais de {{lines}} linhas, mais do que qualquer texto do site precisa.',
      tooManyMarks:
        'O texto tem mais de {{marks}} marcas de formatação (* _ ` ~ [ ] < > \\), mais do que qualquer texto do site precisa.',
      unknownState:
        'Não salvo: o estado “{{state}}” é desconhecido. Escreva current ou needs-update, ou deixe em branco.',
    },
  },

  // Publication states, headings and accounts (issue 37).
  editorial: {
    states: {
      published: 'Publicado',
      changed: 'Publicado, com alterações ainda não publicadas',
      ready: 'Pronto para revisão',
      draft: 'Rascunho, não publicado',
    },
    column: 'Publicação',
    publishedAt: 'Publicado em',
    englishTitle: '{{title}} (inglês)',
    takenOverBy: '{{name}} assumiu a edição desta entrada.',
    lockHolderTranslator: '{{name}} (tradução para {{languages}})',
    /** Above the texts typed and not saved, in the dialog that ends one's editing. */
    unsavedText:
      'O que você digitou depois do último salvamento vai se perder. Copie o texto abaixo antes de escolher uma opção:',
    adminLanguage: 'Idioma do admin',
    adminLanguageHelp:
      'O idioma das telas do admin desta conta, aplicado a cada login. Em branco, o de um tradutor é o seu primeiro idioma.',
    importSavedIn: 'Salvo em {{language}}: {{entries}}',
    importUnmarked:
      'A marcação “pronto para revisão” em {{language}} foi retirada porque o arquivo alterou os textos de: {{entries}}. Marque de novo quando os textos estiverem prontos.',
    publishAll: 'Publicar todos os idiomas',
    schedule: {
      latestDraft:
        'Nesse minuto, o rascunho mais recente vai ao ar, com tudo o que for salvo até lá.',
      allLanguages: 'Todos os idiomas',
      failed: 'Publicação agendada não realizada: {{language}}',
      failedNow: 'Os textos já estão completos: publique agora ou agende de novo.',
      zoneOfComputer: 'Horários em {{zone}}, o horário deste computador.',
      zoneOfStudio: 'Horários em {{zone}}, o horário do estúdio.',
      zone: 'Horários em {{zone}}.',
    },
    confirmAll: {
      publishHeading: 'Publicar todos os idiomas?',
      scheduleHeading: 'Agendar a publicação de todos os idiomas?',
      intro:
        'O rascunho mais recente de cada idioma será publicado, qualquer que seja o seu estado agora:',
      notReady: 'Rascunhos não marcados como prontos para revisão: {{languages}}.',
      schedule: 'Agendar todos os idiomas',
    },
    versions: {
      publishedIn: 'Publicada em {{languages}}',
      publishedAll: 'Publicada em todos os idiomas',
      latest: 'Versão mais recente',
      liveIn: 'No ar no site em {{languages}}',
      liveEverywhere: 'No ar no site em todos os idiomas',
      readyIn: 'Pronto para revisão: {{languages}}',
      restoreIsEditors:
        'Restaurar uma versão cabe a um editor: todos os idiomas voltam de uma vez. Para recuperar um texto seu, copie-o desta versão para o formulário.',
      /** The restore's confirmation: the languages whose texts it replaces (a draft or the live text). */
      restoreAllLanguages:
        'A restauração traz de volta os textos desta versão em todos os idiomas ao mesmo tempo.',
      restoreChanges:
        'Os textos atuais em {{languages}} serão substituídos. O que foi escrito depois desta versão continua disponível na aba Versões.',
      restoreGoesLive:
        'Ao restaurar, esta versão é publicada: os textos dela entram no ar imediatamente, em todos os idiomas.',
      restoreCheckFirst:
        'Para revisar antes, escolha “{{asDraft}}” (▾ ao lado do botão). Assim, o site só muda quando alguém publicar.',
      restoreStaysDraft: 'A versão volta como rascunho: o site não muda até alguém publicar.',
      restoreChangesNone:
        'Nenhum rascunho muda: os textos de cada idioma já estão como nesta versão.',
    },
  },

  /** Why a translator's write is refused (the API's 403s), in their admin language. */
  translatorRefusals: {
    create: 'Só editores adicionam {{entries}}.',
    delete: 'Só editores excluem {{entries}}.',
    notYourLanguage: 'Você só pode escrever nos seus idiomas, e o {{language}} não é um deles.',
    oneAtATime: 'Tradutores salvam uma entrada por vez.',
    draftsOnly: 'Tradutores salvam rascunhos: publicar e despublicar cabe a um editor.',
    noStatus: '{{entry}} não tem estado de publicação para mudar.',
    embeddedByEditors:
      'As imagens e os links para páginas em “{{field}}” são escolhidos por um editor: a tradução mantém os do inglês.',
    sharedField: '“{{field}}” é comum a todos os idiomas: só um editor o altera.',
  },
}
