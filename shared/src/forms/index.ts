// @immo237/shared/forms: the frame of the remotes' forms, written once (react-final-form with yup schemas).
export { yupValidator, type FormErrors } from './yup-validator';
export { useFieldError } from './use-field-error';
export { FormTextField, type FormTextFieldProps } from './form-text-field';
export { FormSelect, type FormSelectProps } from './form-select';
export { FormTextArea, type FormTextAreaProps } from './form-text-area';
export { EMAIL_PATTERN } from './patterns';
