/**
 * The toasts pages show: react-hot-toast's `toast`, `toast.success` and `toast.error`, each of which
 * first asks for the toaster (lib/notify.ts), so no page mounts it before its first toast. Import
 * toasts from here, not from react-hot-toast (an ESLint rule says so).
 */
import hotToast from 'react-hot-toast';
import { wantToaster } from './notify.ts';

function blank(...args: Parameters<typeof hotToast>): string {
  wantToaster();
  return hotToast(...args);
}

const toast = Object.assign(blank, {
  success(...args: Parameters<typeof hotToast.success>): string {
    wantToaster();
    return hotToast.success(...args);
  },
  error(...args: Parameters<typeof hotToast.error>): string {
    wantToaster();
    return hotToast.error(...args);
  },
});

export default toast;
