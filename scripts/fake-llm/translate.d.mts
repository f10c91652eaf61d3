export function fakeTranslate(text: string, target: 'en' | 'sv'): string;
