export { AppToaster, MAX_TOASTS, TOAST_DURATIONS } from './app-toaster';
export { toast } from 'react-hot-toast';
