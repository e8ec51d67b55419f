import type { Tab } from 'payload'

import { label, labels, languageOptionLabel, options } from '@/labels'
import { contentLocales } from '@/i18n/locales'
import {
  layoutModes,
  platformNames,
  platforms,
  volatilities,
  type LayoutMode,
} from '@/lib/catalogue'

import { fixed, named } from './shared'
import {
  layoutFigure,
  layoutHas,
  maxRowsPerReel,
  multiplierValue,
  topFishPay,
  waysCount,
} from './validation'

/** Shown only for the layout modes that have the figure. */
const whenLayoutHas =
  (figure: keyof typeof layoutHas) =>
  (_: unknown, layout: { mode?: LayoutMode | null }): boolean =>
    layoutHas[figure](layout?.mode)

/** The game's figures, shown on its page and played by the built-in demo. */
export const figures: Tab = {
  label: label((m) => m.games.tabs.figures),
  fields: [
    {
      name: 'layout',
      label: named('layout'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'mode',
              label: named('mode'),
              type: 'select',
              required: true,
              defaultValue: 'lines',
              options: options(layoutModes, (m) => m.options.layoutModes),
            },
            {
              name: 'reels',
              label: named('reels'),
              type: 'number',
              required: true,
              min: 1,
              max: 8,
              validate: layoutFigure('reels'),
              admin: { condition: whenLayoutHas('reels') },
            },
            {
              name: 'rows',
              label: named('rows'),
              type: 'number',
              required: true,
              min: 1,
              max: 8,
              validate: layoutFigure('rows'),
              admin: { condition: whenLayoutHas('rows') },
            },
            {
              name: 'lines',
              label: named('lines'),
              type: 'number',
              required: true,
              min: 1,
              max: 100,
              validate: layoutFigure('lines'),
              admin: { condition: whenLayoutHas('lines') },
            },
            {
              name: 'ways',
              label: named('ways'),
              type: 'number',
              required: true,
              min: 1,
              validate: waysCount,
              admin: { condition: whenLayoutHas('ways') },
            },
            // In the row, not beside it: Payload's GraphQL would make the whole layout a
            // required input of every update for a required field directly in the group.
            {
              name: 'maxRowsPerReel',
              label: named('maxRowsPerReel'),
              type: 'text',
              required: true,
              validate: maxRowsPerReel,
              admin: {
                condition: whenLayoutHas('maxRowsPerReel'),
                description: named('maxRowsPerReelHelp'),
              },
            },
          ],
        },
      ],
    },
    {
      name: 'maxMultiplier',
      label: named('maxMultiplier'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              label: named('multiplierKind'),
              type: 'select',
              required: true,
              defaultValue: 'value',
              options: options(
                ['value', 'unlimited', 'none'] as const,
                (m) => m.options.multiplierKinds,
              ),
            },
            {
              name: 'value',
              label: named('multiplierValue'),
              type: 'number',
              required: true,
              min: 1,
              validate: multiplierValue,
              admin: { condition: (_, s) => s?.kind === 'value' },
            },
          ],
        },
      ],
    },
    {
      // A fishing game's page says "Fish pay 2× to N× the bet": the demo's biggest ordinary
      // fish pays N (the boss pays the max win above).
      name: 'topFishPay',
      type: 'number',
      min: 2,
      max: 10000,
      validate: topFishPay,
      ...fixed,
      label: labels({
        en: 'Biggest fish pays (× bet)',
        id: 'Ikan terbesar membayar (× taruhan)',
        hi: 'सबसे बड़ी मछली का भुगतान (दाँव का ×)',
        ja: '最大の魚の配当（ベットの倍数）',
        ko: '가장 큰 물고기 배당 (베팅액의 배수)',
        pt: 'O maior peixe paga (× a aposta)',
        th: 'ปลาตัวใหญ่ที่สุดจ่าย (เท่าของเดิมพัน)',
        vi: 'Cá lớn nhất trả (lần tiền cược)',
        zh: '最大的鱼赔付（投注额倍数）',
        'zh-TW': '最大的魚賠付（押注倍數）',
      }),
      admin: {
        condition: (data) => data?.kind === 'fish',
        description: labels({
          en: 'The top of “Fish pay 2× to N× the bet” on the game’s page, without the boss: the demo’s biggest ordinary fish pays this.',
          id: 'Angka tertinggi “Ikan membayar 2× hingga N× taruhan” di halaman game, tanpa bos: ikan biasa terbesar di demo membayar sebesar ini.',
          hi: 'गेम के पेज पर “मछलियाँ दाँव का 2× से N× देती हैं” का ऊपरी मान, बॉस के बिना: डेमो की सबसे बड़ी साधारण मछली इतना देती है।',
          ja: 'ゲームページの「魚の配当はベットの2倍〜N倍」の上限（ボスを除く）。デモで最大の通常魚がこの倍率を払います。',
          ko: '게임 페이지의 “물고기 배당 베팅액의 2배~N배”의 최댓값(보스 제외). 데모에서 가장 큰 일반 물고기가 이만큼 지급합니다.',
          pt: 'O topo de “Peixes pagam de 2× a N× a aposta” na página do jogo, sem o chefe: o maior peixe comum da demo paga isso.',
          th: 'ค่าสูงสุดของ “ปลาจ่าย 2 ถึง N เท่าของเดิมพัน” ในหน้าเกม ไม่รวมบอส ปลาธรรมดาตัวใหญ่ที่สุดในเดโมจ่ายเท่านี้',
          vi: 'Mức cao nhất của “Cá trả từ 2 đến N lần tiền cược” trên trang trò chơi, không tính trùm: con cá thường lớn nhất trong bản demo trả mức này.',
          zh: '游戏页面上“鱼的赔付为投注额的2倍至N倍”中的N（不含首领）：试玩中最大的普通鱼赔付此倍数。',
          'zh-TW':
            '遊戲頁面上「魚的賠付為押注的2倍至N倍」中的N（不含首領）：試玩中最大的一般魚賠付此倍數。',
        }),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rtp',
          label: named('rtp'),
          type: 'number',
          min: 80,
          max: 99.99,
          ...fixed,
        },
        {
          name: 'volatility',
          label: named('volatility'),
          type: 'select',
          options: options(volatilities, (m) => m.options.volatilities),
          ...fixed,
        },
        {
          name: 'hitFrequency',
          label: named('hitFrequency'),
          type: 'number',
          min: 0,
          max: 100,
          ...fixed,
        },
      ],
    },
    {
      name: 'bet',
      label: named('bet'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', label: named('betMin'), type: 'number', min: 0 },
            { name: 'max', label: named('betMax'), type: 'number', min: 0 },
          ],
        },
      ],
    },
    {
      name: 'buyFeature',
      label: named('buyFeature'),
      type: 'checkbox',
      defaultValue: false,
      ...fixed,
    },
    {
      name: 'buyPrice',
      label: named('buyPrice'),
      type: 'number',
      min: 10,
      max: 1000,
      defaultValue: 100,
      ...fixed,
      admin: {
        condition: (data) => Boolean(data?.buyFeature),
        description: named('buyPriceHelp'),
      },
    },
    {
      name: 'mechanics',
      label: named('mechanics'),
      type: 'group',
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'freeSpins', label: named('freeSpins'), type: 'number', min: 0, max: 100 },
            {
              name: 'freeSpinMultiplier',
              label: named('freeSpinMultiplier'),
              type: 'number',
              min: 1,
              max: 1000,
            },
            { name: 'respin', label: named('respin'), type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
    {
      name: 'releaseYear',
      label: named('releaseYear'),
      type: 'number',
      min: 2000,
      max: 2100,
      ...fixed,
    },
    {
      name: 'supportedLanguages',
      label: named('supportedLanguages'),
      type: 'select',
      hasMany: true,
      defaultValue: [...contentLocales],
      // Each by its own name, and the admin's name beside it ("ไทย — Thai": s43 readers).
      options: contentLocales.map((code) => ({
        label: languageOptionLabel(code),
        value: code,
      })),
      ...fixed,
    },
    {
      name: 'platforms',
      label: named('platforms'),
      type: 'select',
      hasMany: true,
      defaultValue: [...platforms],
      options: platforms.map((value) => ({ value, label: platformNames[value] })),
      ...fixed,
    },
  ],
}
