/** Bilingual text: every word the engine gives a person is in Chinese and English. */
export type Locale = 'zh-CN' | 'en';
export interface Text {
  zh: string;
  en: string;
}
