export const DICTIONARY: Record<string, string>;
export function fakeTranslate(text: string, target: 'en' | 'sv'): string;
