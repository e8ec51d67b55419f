import type { ContentLocale } from './locales'

/**
 * The bar over a page an editor previews (draft mode), in the page's language: it was English on
 * every site (walk 31, F2). The editors' words, never a visitor's, so they are kept here rather
 * than in the label sets translators keep; a language without them fails the type check.
 */
export const previewBarWords: Record<ContentLocale, { drafts: string; exit: string }> = {
  'en-US': { drafts: 'Preview: this page shows unpublished drafts.', exit: 'Exit preview' },
  'zh-CN': { drafts: '预览：此页面显示的是尚未发布的草稿。', exit: '退出预览' },
  'pt-BR': {
    drafts: 'Pré-visualização: esta página mostra rascunhos não publicados.',
    exit: 'Sair da pré-visualização',
  },
  'ja-JP': {
    drafts: 'プレビュー：このページには未公開の下書きが表示されています。',
    exit: 'プレビューを終了',
  },
  'id-ID': {
    drafts: 'Pratinjau: halaman ini menampilkan draf yang belum diterbitkan.',
    exit: 'Keluar dari pratinjau',
  },
  'zh-TW': { drafts: '預覽：此頁顯示的是尚未發佈的草稿。', exit: '退出預覽' },
  'th-TH': {
    drafts: 'ตัวอย่าง: หน้านี้แสดงฉบับร่างที่ยังไม่เผยแพร่',
    exit: 'ออกจากโหมดตัวอย่าง',
  },
  'vi-VN': {
    drafts: 'Xem trước: trang này hiển thị các bản nháp chưa xuất bản.',
    exit: 'Thoát xem trước',
  },
  'hi-IN': {
    drafts: 'पूर्वावलोकन: इस पेज पर अप्रकाशित ड्राफ़्ट दिख रहे हैं।',
    exit: 'पूर्वावलोकन बंद करें',
  },
  'ko-KR': {
    drafts: '미리보기: 이 페이지에는 게시되지 않은 초안이 표시됩니다.',
    exit: '미리보기 종료',
  },
}
