/** The toasts (docs/panel.md "Toasts"; loaded by AppToaster when first needed): durations per type, at most 350 px wide, under the bars; they pause on hover. */
import { useTheme } from '@mui/material/styles';
import { Toaster } from 'react-hot-toast';
import { TOAST_MAX_WIDTH } from '../theme/sizes.ts';
import { useSettings } from '../settings/settings-context.ts';
import { toastTopOffset } from './toast-offset.ts';

// react-hot-toast shows at most 20 toasts at once (its built-in limit, the panel's number).
const DURATIONS = { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY, custom: 4000 } as const;

export default function ToasterHost() {
  const { settings } = useSettings();
  const theme = useTheme();
  return (
    <Toaster
      position={settings.toastPosition}
      containerStyle={{ top: toastTopOffset(settings), zIndex: theme.zIndex.snackbar }}
      toastOptions={{
        style: {
          maxWidth: TOAST_MAX_WIDTH,
          borderRadius: theme.shape.borderRadius,
          background: theme.palette.background.paper,
          color: theme.palette.text.primary,
          boxShadow: theme.shadows[6],
          fontSize: theme.typography.body2.fontSize,
        },
        blank: { duration: DURATIONS.blank },
        error: { duration: DURATIONS.error },
        success: { duration: DURATIONS.success },
        loading: { duration: DURATIONS.loading },
        custom: { duration: DURATIONS.custom },
      }}
    />
  );
}
