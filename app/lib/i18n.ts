/**
 * UI language: Chinese (zh-CN) first, English second. The choice lives in the `lang` cookie and can be set with
 * `?lang=en` / `?lang=zh` on any page (the toggle link), so it works without JavaScript.
 */
import { cookies } from 'next/headers';
import type { Lang } from '@/app/contracts/common';

export type { Lang };
export const LANG_COOKIE = 'lang';

export const parseLang = (v: unknown): Lang | null => (v === 'en' ? 'en' : v === 'zh' ? 'zh' : null);

export async function currentLang(searchLang?: unknown): Promise<Lang> {
  const fromQuery = parseLang(searchLang);
  if (fromQuery) return fromQuery;
  const jar = await cookies();
  return parseLang(jar.get(LANG_COOKIE)?.value) ?? 'zh';
}

/** Pick the string of the current language from a { zh, en } pair. */
export const t = (lang: Lang, text: { zh: string; en: string }) => (lang === 'en' ? text.en : text.zh);
