export { formatPrice, type Currency, type FormatPriceOptions } from './format-price';
export { formatArea, type AreaUnit } from './format-area';
export { formatDate, formatMonthYear } from './format-date';
export { pluralFr } from './plural-fr';
export { formatPhone } from './format-phone';
