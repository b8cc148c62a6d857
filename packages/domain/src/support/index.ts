export * from './faq-draft';
