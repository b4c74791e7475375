export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { buttonStyles, type ButtonVariant, type ButtonSize } from './button-styles';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { VisuallyHidden } from './visually-hidden';
