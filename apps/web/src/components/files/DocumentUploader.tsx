/**
 * Supporting documents (images or PDF, checked by their content): one slot per document the
 * category requires, plus any others. Each chosen file can be opened in the page before it is sent.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, formatBytes, sniffFileType, type KnownFileType } from './file-type.ts';
import { FilePreviewDialog } from './FilePreviewDialog.tsx';
import { HiddenFileInput } from './HiddenFileInput.tsx';
import { PickerMessages } from './PickerMessages.tsx';
import { sameFieldProps } from '../form/same-field-props.ts';
import { Hint } from '../Hint.tsx';

export interface ChosenDocument {
  /** A local id for lists and keys. */
  key: string;
  file: File;
  type: KnownFileType;
  /** What the document is: one of the required names, or the file's own name for others. */
  name: string;
}

export interface DocumentUploaderProps {
  value: ChosenDocument[];
  onChange(next: ChosenDocument[]): void;
  /** The documents the category asks for; each gets a slot. */
  requiredNames?: readonly string[];
  /** Names already on file (edit): their slots count as filled. */
  storedNames?: readonly string[];
  maxBytes: number;
  maxFiles: number;
  label: string;
  error?: string;
}

let nextKey = 0;

function DocumentUploaderField({ value, onChange, requiredNames = [], storedNames = [], maxBytes, maxFiles, label, error }: DocumentUploaderProps) {
  const { t } = useTranslation('common-files');
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const target = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<ChosenDocument | null>(null);
  const others = value.filter((document) => !requiredNames.includes(document.name));

  const pick = (name: string | null) => {
    target.current = name;
    input.current?.click();
  };

  const add = async (files: File[]) => {
    const accepted: ChosenDocument[] = [];
    for (const file of files) {
      const type = await sniffFileType(file);
      if (!type) return setProblem(t('documents.wrongType', { name: file.name }));
      if (file.size > maxBytes) return setProblem(t('documents.tooLarge', { name: file.name, max: formatBytes(maxBytes) }));
      nextKey += 1;
      accepted.push({ key: `document-${nextKey}`, file, type, name: target.current ?? file.name.replace(/\.[^.]+$/, '').slice(0, 60) });
    }
    // A required slot holds one file: a new choice replaces the old one.
    const kept = target.current ? value.filter((document) => document.name !== target.current) : value;
    if (kept.length + accepted.length > maxFiles) return setProblem(t('documents.tooMany', { max: maxFiles }));
    setProblem(null);
    onChange([...kept, ...accepted]);
  };

  const remove = (key: string) => onChange(value.filter((document) => document.key !== key));

  const fileRow = (document: ChosenDocument) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary" noWrap title={document.file.name} sx={{ minWidth: 0 }}>
        {document.file.name} · {formatBytes(document.file.size)}
      </Typography>
      <Hint title={t('documents.view', { name: document.name })}>
        <IconButton size="small" aria-label={t('documents.view', { name: document.name })} onClick={() => setPreviewing(document)}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Hint>
      <Hint title={t('documents.remove', { name: document.name })}>
        <IconButton size="small" aria-label={t('documents.remove', { name: document.name })} onClick={() => remove(document.key)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Hint>
    </Stack>
  );

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t('documents.hint', { max: formatBytes(maxBytes) })}
      </Typography>
      <HiddenFileInput inputRef={input} accept={DOCUMENT_TYPES} multiple label={t('documents.add')} testId="document-file-input" onFiles={(files) => void add(files)} />
      <List dense disablePadding sx={{ mt: 1 }}>
        {requiredNames.map((name) => {
          const chosen = value.find((document) => document.name === name);
          const onFile = storedNames.includes(name);
          return (
            <ListItem key={name} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {chosen || onFile ? <CheckCircleIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon color="disabled" fontSize="small" />}
              </ListItemIcon>
              <ListItemText
                primary={name}
                secondary={chosen ? undefined : onFile ? t('documents.onFile') : t('documents.missing')}
                sx={{ flex: '1 1 140px', my: 0 }}
              />
              {chosen ? fileRow(chosen) : null}
              <Button size="small" startIcon={<AttachFileIcon />} onClick={() => pick(name)} aria-label={t('documents.attachNamed', { name })}>
                {chosen || onFile ? t('documents.replace') : t('documents.attach')}
              </Button>
            </ListItem>
          );
        })}
        {others.map((document) => (
          <ListItem key={document.key} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {document.type === 'application/pdf' ? <DescriptionOutlinedIcon fontSize="small" /> : <ImageOutlinedIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={document.name} sx={{ flex: '1 1 140px', my: 0 }} />
            {fileRow(document)}
          </ListItem>
        ))}
      </List>
      <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={() => pick(null)} sx={{ mt: 1.5 }} disabled={value.length >= maxFiles}>
        {t('documents.add')}
      </Button>
      <PickerMessages problem={problem} onDismiss={() => setProblem(null)} error={error} />
      {previewing ? <FilePreviewDialog title={previewing.name} file={previewing.file} onClose={() => setPreviewing(null)} /> : null}
    </Box>
  );
}

/** Rendered again only when its props change (components/form/same-field-props.ts). */
export const DocumentUploader = memo(DocumentUploaderField, sameFieldProps);
