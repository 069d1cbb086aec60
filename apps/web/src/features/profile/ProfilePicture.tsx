/** The profile picture: the current one (or initials), a chosen one previewed, and the button to choose. */
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { PROFILE_IMAGE_TYPES } from '@passdesk/contract/auth/profile';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../session/session-types.ts';
import type { ChosenPicture } from './use-chosen-picture.ts';

const ACCEPT = Object.keys(PROFILE_IMAGE_TYPES).join(',');

export function ProfilePicture({ user, picture }: { user: SessionUser; picture: ChosenPicture }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shown = picture.previewUrl ?? user.profile_image ?? undefined;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={shown}
        alt={picture.previewUrl ? t('picture.previewAlt') : t('picture.alt', { name: user.first_name })}
        variant="rounded"
        sx={{ width: 112, height: 112, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}
      >
        {initials}
      </Avatar>
      <Box>
        <Typography variant="h6" component="p">
          {`${user.first_name} ${user.last_name}`.trim()}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1.5 }}>
          {user.email}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<PhotoCameraOutlinedIcon />} onClick={() => input.current?.click()} aria-describedby={hintId}>
            {t('picture.choose')}
          </Button>
          {picture.file && (
            <Button variant="outlined" color="inherit" onClick={picture.clear}>
              {t('picture.discard')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={t('picture.choose')}
          data-testid="profile-image-input"
          onChange={(event) => {
            picture.choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography
          id={hintId}
          variant="body2"
          color={picture.errorKey ? 'error' : 'textSecondary'}
          role={picture.errorKey ? 'alert' : undefined}
          sx={{ mt: 1 }}
        >
          {picture.errorKey ? t(picture.errorKey) : picture.file ? t('picture.notSavedYet', { name: picture.file.name }) : t('picture.hint')}
        </Typography>
      </Box>
    </Stack>
  );
}
