/** Words for "my duels" (/mine): headings (the columns both match tables have: ../match-table.tsx), publication states as the studio names them, the empty state. */
import type { Text } from '@/app/contracts/common';
import type { Visibility } from '@/app/contracts/publishing';

export const MINE_WORDS = {
  title: { zh: '我的对局', en: 'My duels' },
  intro: {
    zh: '这个浏览器持有编辑密钥的对局，包括尚未发布的草稿。',
    en: 'The matches this browser holds edit keys for, drafts included.',
  },
  empty: {
    zh: '这里还没有对局。新建对局后，或打开作者的编辑链接后，它会出现在这里。',
    en: 'No matches here yet. A match appears once you create it here, or open its edit link in this browser.',
  },
  publication: { zh: '发布状态', en: 'Publishing' },
  open: { zh: '打开', en: 'Open' },
  studio: { zh: '编辑', en: 'Studio' },
  reader: { zh: '阅读', en: 'Read' },
} satisfies Record<string, Text>;

/** Publication in words (the studio's publishing panel uses the same names). */
export const PUBLICATION_WORDS: Record<Visibility, Text> = {
  draft: { zh: '草稿', en: 'Draft' },
  unlisted: { zh: '持链接可读', en: 'Unlisted' },
  listed: { zh: '公开列出', en: 'Listed' },
};
