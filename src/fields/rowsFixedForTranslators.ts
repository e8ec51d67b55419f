import { ValidationError, type FieldHook } from 'payload'

import { hasRole } from '@/access/roles'

type Row = { id?: string | null; blockType?: string }

const shape = (rows: unknown) =>
  Array.isArray(rows)
    ? (rows as Row[]).map((row) => `${row.blockType ?? ''}:${row.id ?? ''}`).join(',')
    : ''

/**
 * For an array or blocks field whose texts are localised: translators write the texts of the
 * rows that are there, while which rows exist and their order stay the editors' (the rows are
 * shared by every language). Field access cannot say this, since closing the field to
 * translators would close its texts too; and a hook, unlike `validate`, also guards drafts,
 * the only thing translators save.
 */
export const rowsFixedForTranslators: FieldHook = ({
  value,
  previousValue,
  operation,
  req,
  path,
  collection,
  global,
}) => {
  if (operation !== 'update' || value === undefined || !hasRole(req.user, 'translator'))
    return value
  if (shape(value) === shape(previousValue)) return value
  throw new ValidationError({
    collection: collection?.slug,
    global: global?.slug,
    errors: [
      {
        path: path.join('.'),
        message: req.t('custom:rowsFixedForTranslators' as Parameters<typeof req.t>[0]),
      },
    ],
    req,
  })
}

/** The message in every language of the admin. */
export const rowsFixedMessages = {
  en: 'Translators can edit these texts but cannot add, remove or reorder the rows. Ask an editor.',
  id: 'Penerjemah dapat mengubah teks ini, tetapi tidak dapat menambah, menghapus, atau mengubah urutan baris. Hubungi editor.',
  ja: '翻訳者はテキストを編集できますが、行の追加・削除・並べ替えはできません。編集者に依頼してください。',
  ko: '번역자는 텍스트를 수정할 수 있지만 행을 추가·삭제하거나 순서를 바꿀 수는 없습니다. 편집자에게 요청하세요.',
  pt: 'Tradutores podem editar estes textos, mas não adicionar, remover ou reordenar as linhas. Peça a um editor.',
  th: 'ผู้แปลแก้ไขข้อความเหล่านี้ได้ แต่เพิ่ม ลบ หรือจัดลำดับแถวใหม่ไม่ได้ โปรดติดต่อบรรณาธิการ',
  vi: 'Người dịch có thể sửa các nội dung này nhưng không thể thêm, xóa hay sắp xếp lại các dòng. Hãy nhờ biên tập viên.',
  zh: '译者可以修改这些文字，但不能添加、删除或调整行的顺序。请联系编辑。',
  'zh-TW': '譯者可以修改這些文字，但不能新增、刪除或調整列的順序。請聯絡編輯。',
} as const
