/** Without the spaces a number may be typed with (the API stores it so). */
export const compactPhone = (value: string) => value.replace(/\s+/g, '');
