import type { seo as en } from '../en/seo';

export const seo: typeof en = {
  home: 'Hem',
  blog: {
    breadcrumb: 'Blogg',
    title: 'Blogg – AI-insikter för nordiska företag',
    description:
      'Artiklar om AI-strategi, processautomation och praktiska AI-verktyg för små och medelstora företag i Sverige och Norden.',
    keywords: 'AI-blogg, AI-strategi, processautomation, AI för små och medelstora företag, AI i Sverige, AI i Norden',
  },
  blogPost: {
    suffix: '{{brand}} Blogg',
    keywords: 'AI, artificiell intelligens, AI-konsult, AI för små och medelstora företag, nordiska företag',
  },
  caseStudies: {
    breadcrumb: 'Kundcase',
    title: 'Framgångsberättelser – kundcase inom AI',
    description:
      'Verkliga resultat från nordiska små och medelstora företag som har satt AI i arbete: utmaningen, lösningen och den uppmätta effekten.',
    keywords: 'AI-kundcase, framgångsberättelser, AI-resultat, AI för små och medelstora företag, nordiska företag',
  },
  contact: {
    breadcrumb: 'Kontakt',
    title: 'Kontakta oss',
    description:
      'Kontakta våra AI-konsulter i Göteborg, skicka ett meddelande eller boka en kostnadsfri konsultation på 30 minuter om AI för ditt företag.',
    keywords:
      'kontakta AI-konsult, AI-konsult Göteborg, kostnadsfri AI-konsultation, AI för små och medelstora företag',
  },
};
