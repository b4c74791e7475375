export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
export { Card, type CardPadding } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Chip, ChipRow, type ChipProps, type ChipRowProps } from './chip';
export { Drawer, type DrawerProps, type DrawerSide } from './drawer';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { JsonLd } from './json-ld';
export { lazyPart, retryingImport } from './lazy-part';
export { Notice, type NoticeTone } from './notice';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export { DataSaverSwitch, type DataSaverSwitchProps } from './data-saver-switch';
export { Dialog, Modal, type DialogProps, type ModalProps, type ModalSize } from './modal';
export { Pagination, type PaginationProps } from './pagination';
export { coverPhotoStyles } from './photo-styles';
export { bareListStyles, linkCardStyles, spreadRowStyles } from './layout-styles';
export { choiceGroupStyles } from './field-styles';
export { paginationRange, type PageItem } from './pagination-range';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { ScriptNeededNotice } from './script-needed-notice';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton, type SkeletonProps } from './skeleton';
export { SkeletonCard } from './skeleton-card';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { useCommonTranslation } from './use-common-translation';
export { useDialogBehaviour } from './use-dialog-behaviour';
export { useHydrated } from './use-hydrated';
export { useMessageForm, type MessageFormOptions } from './use-message-form';
export { brokenImageFallback, useImageFallback } from './use-image-fallback';
export { AWAITS_SCRIPT, useLiveControl, type LiveControlKind } from './use-live-control';
export { EARLY_INPUT, EARLY_INPUT_PROPS, useTypedBeforeHydration } from './use-typed-before-hydration';
export { VisuallyHidden } from './visually-hidden';
export {
  ReportDialog,
  type ReportDialogProps,
  type ReportDialogTexts,
  type ReportFailure,
} from './report-dialog';
export { SafetyNote } from './safety-note';
