import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FieldInputProps } from '../inputDef.ts';
import { describeFile, imageSource, readUpload, type FileUpload, type StoredFile } from '../rules/fileValue.ts';
import { helperOf } from './TextInput.tsx';

export type FileValue = FileUpload | StoredFile | null;

/** A file or image upload, read in the browser into { name, base64, size } (spec 000 §3.3). */
const fileInput = (image: boolean) =>
  function FileInput(props: FieldInputProps<FileValue>) {
    const { id, field, value, onChange, error, disabled } = props;
    const [reading, setReading] = useState(false);
    const choose = async (file: File | undefined) => {
      if (!file) return;
      setReading(true);
      onChange(await readUpload(file).finally(() => setReading(false)));
    };
    const preview = image ? imageSource(value) : null;
    const helper = helperOf(props);
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" component="label" htmlFor={id}>
          {field.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          {preview && <img src={preview} alt={value?.name ?? ''} style={{ maxHeight: 48, maxWidth: 96, objectFit: 'contain' }} />}
          <Button component="label" variant="outlined" size="small" disabled={disabled} loading={reading}>
            {value ? 'Replace' : 'Choose file'}
            <input
              id={id}
              hidden
              type="file"
              accept={field.accept ?? (image ? 'image/*' : undefined)}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          {value && <Typography variant="body2">{describeFile(value)}</Typography>}
          {value && !disabled && (
            <Button size="small" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Box>
        {helper && <FormHelperText error={Boolean(error)}>{helper}</FormHelperText>}
      </Box>
    );
  };

export const FileInput = fileInput(false);
export const ImageInput = fileInput(true);
