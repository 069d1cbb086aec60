/** The card's signed QR code as the printed card carries it, with its text for an app developer. */
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';

export function CardQr({ text, cardNumber }: { text: string; cardNumber: string }) {
  const { t } = useTranslation('cards');
  const image = useQuery({
    queryKey: ['card-qr', text],
    queryFn: () => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 220 }),
    staleTime: Infinity,
  });
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('view.qrHint')}
      </Typography>
      {image.data ? (
        <Box component="img" src={image.data} alt={t('view.qrAlt', { number: cardNumber })} sx={{ width: 180, height: 180, display: 'block', mx: 'auto', mb: 1.5, imageRendering: 'pixelated' }} />
      ) : null}
      <Typography component="code" variant="caption" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        {text}
      </Typography>
    </>
  );
}
