export * from './i18n/languages.ts';
export * from './routes/paths.ts';
export * from './catalogue/wine.ts';
export * from './money.ts';
