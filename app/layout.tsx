import type { Metadata, Viewport } from 'next';
import './globals.css';
import { currentLang } from '@/app/lib/i18n';

export const metadata: Metadata = {
  title: { default: '斗卡录 Duelscribe', template: '%s · 斗卡录 Duelscribe' },
  description:
    '为网文作者编写、回放与分享小说中的卡牌对决 · Write, replay and share the card duels of your fiction',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const lang = await currentLang();
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'}>
      <body>{children}</body>
    </html>
  );
}
