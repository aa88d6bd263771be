export * from './i18n/languages.ts';
export * from './routes/paths.ts';
export * from './catalogue/wine.ts';
export * from './money.ts';
export * from './content/content.ts';
export * from './forms/forms.ts';
export * from './pricing/pricing.ts';
export * from './shipping/shipping.ts';
