// altcha ships no types for this catalogue; importing it only registers its strings.
declare module 'altcha/i18n/pt-pt';
