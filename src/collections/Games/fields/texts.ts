import type { Field, Tab } from 'payload'

import { label, labels } from '@/labels'
import { specialShotCosts, specialShotIds } from '@/lib/catalogue'

import { fixed, named } from './shared'
import { englishDescription, englishText } from './validation'

/** A special shot's label in the admin, by what it costs. */
const shotAt = (cost: number) =>
  labels({
    en: `Special shot at ${cost}× the bet`,
    id: `Tembakan spesial ${cost}× taruhan`,
    hi: `स्पेशल शॉट: दाँव का ${cost}×`,
    ja: `特殊弾（ベットの${cost}倍）`,
    ko: `특수탄 (베팅액의 ${cost}배)`,
    pt: `Tiro especial de ${cost}× a aposta`,
    th: `กระสุนพิเศษ ${cost} เท่าของเดิมพัน`,
    vi: `Đạn đặc biệt ${cost} lần tiền cược`,
    zh: `特殊炮弹（${cost}倍投注额）`,
    'zh-TW': `特殊炮彈（${cost}倍押注）`,
  })

/**
 * A fishing game's own names for the demo's three special shots (`net`, `lightning`, `bomb` of
 * the demo's odds), as its description names them. Only fishing games have them: the form shows
 * them for `kind: 'fish'` alone, and for any other game the translation status and files do not
 * count them (a text whose `admin.condition` hides it is no text of that document). An empty name
 * falls back to English, then to the demo's own name ("Net shot").
 */
const shotNames: Field = {
  name: 'shotNames',
  type: 'group',
  label: labels({
    en: 'Special shots’ names',
    id: 'Nama tembakan spesial',
    hi: 'स्पेशल शॉट के नाम',
    ja: '特殊弾の名前',
    ko: '특수탄 이름',
    pt: 'Nomes dos tiros especiais',
    th: 'ชื่อกระสุนพิเศษ',
    vi: 'Tên các loại đạn đặc biệt',
    zh: '特殊炮弹名称',
    'zh-TW': '特殊炮彈名稱',
  }),
  admin: {
    condition: (data) => data?.kind === 'fish',
    description: labels({
      en: 'As the game’s description names them: the demo’s buttons show them. Left empty, the demo says its own name (net, lightning, bomb shot).',
      id: 'Sebagaimana deskripsi game menyebutnya: tombol demo menampilkannya. Jika kosong, demo memakai namanya sendiri (tembakan jaring, petir, bom).',
      hi: 'जैसे गेम का विवरण इन्हें कहता है: डेमो के बटन यही दिखाते हैं। ख़ाली छोड़ें तो डेमो अपना सामान्य नाम दिखाता है।',
      ja: 'ゲーム説明文での呼び名で、デモのボタンに表示されます。空欄ならデモ共通の名前（網弾・稲妻弾・爆弾）になります。',
      ko: '게임 설명에 나오는 이름으로, 데모 버튼에 표시됩니다. 비워 두면 데모의 기본 이름이 표시됩니다.',
      pt: 'Como a descrição do jogo os chama: os botões da demo os mostram. Em branco, a demo usa o nome genérico (tiro de rede, de raio, de bomba).',
      th: 'ตามที่คำอธิบายเกมเรียก ปุ่มในเดโมจะแสดงชื่อนี้ หากเว้นว่าง เดโมจะใช้ชื่อทั่วไปของตัวเอง',
      vi: 'Theo cách phần mô tả trò chơi gọi tên: các nút trong bản demo hiển thị tên này. Để trống thì bản demo dùng tên chung.',
      zh: '与游戏介绍中的叫法一致，显示在试玩的按钮上。留空则使用试玩的通用名称。',
      'zh-TW': '與遊戲介紹中的叫法一致，顯示在試玩的按鈕上。留空則使用試玩的通用名稱。',
    }),
  },
  fields: specialShotIds.map((shot): Field => ({
    name: shot,
    label: shotAt(specialShotCosts[shot]),
    type: 'text',
    localized: true,
    maxLength: 40,
  })),
}

/** What players read, in every language. */
export const texts: Tab = {
  label: label((m) => m.games.tabs.texts),
  fields: [
    {
      name: 'title',
      label: named('title'),
      type: 'text',
      required: true,
      localized: true,
      validate: englishText,
      admin: { components: { Cell: '/collections/Games/components/TitleCell#TitleCell' } },
    },
    { name: 'subtitle', label: named('subtitle'), type: 'text', localized: true },
    {
      name: 'description',
      label: named('description'),
      type: 'richText',
      localized: true,
      validate: englishDescription,
      admin: {
        components: {
          Label: {
            path: '/collections/Games/components/TranslatedLabel#TranslatedLabel',
            clientProps: { message: 'starfin:games:description' },
          },
        },
      },
    },
    {
      name: 'typeText',
      label: named('typeText'),
      type: 'text',
      localized: true,
      admin: { description: named('typeTextHelp') },
    },
    {
      name: 'features',
      label: named('features'),
      labels: { singular: named('feature'), plural: named('features') },
      type: 'array',
      admin: { description: named('featuresHelp') },
      fields: [
        {
          name: 'text',
          label: named('feature'),
          type: 'text',
          required: true,
          localized: true,
          validate: englishText,
        },
      ],
    },
    shotNames,
    {
      name: 'cover',
      label: named('cover'),
      type: 'upload',
      relationTo: 'media',
      localized: true,
      admin: { description: named('coverHelp') },
    },
    {
      name: 'video',
      label: named('video'),
      type: 'upload',
      relationTo: 'media',
      ...fixed,
    },
  ],
}
