import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { UPLOAD_ERROR_MS } from '@/config/constants';

/**
 * The upload widget of spec 5: required ('File is required'), size limit, allowed extensions, optional image
 * width/height and orientation checks, and a preview for png/jpg/jpeg/gif/bmp under 5 MB. Errors show for
 * UPLOAD_ERROR_MS (spec 9: 3000 ms). The widget knows no endpoint: the caller's onUpload does the sending.
 */

export const uploadMessages = {
  required: 'File is required',
  tooBig: (value: string) => `The file size is too big (${value} max).`,
  widthTooSmall: (value: number) => `The image width is too small (${value}px min).`,
  widthTooBig: (value: number) => `The image width is too big (${value}px max).`,
  heightTooSmall: (value: number) => `The image height is too small (${value}px min).`,
  heightTooBig: (value: number) => `The image height is too big (${value}px max).`,
  formatNotAllowed: (value: string) => `The image format is not allowed (${value} only).`,
  fileNotAllowed: (value: string) => `The file is not allowed (${value} only).`,
  choose: 'Choose file',
  chooseLabel: (label: string) => `Choose file (${label})`,
  noFile: 'No file chosen',
  selected: (name: string, size: string) => `${name} (${size})`,
  preview: (label: string) => `${label} preview`,
  uploadFailed: 'Upload failed. Please try again.',
} as const;

export type ImageFormat = 'portrait' | 'square' | 'landscape';
export const ALL_IMAGE_FORMATS: readonly ImageFormat[] = ['portrait', 'square', 'landscape'];
export const PREVIEW_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp'] as const;
export const PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

export interface FileRules {
  /** Allowed extensions, lowercase without dot; empty = any (spec 5 default). */
  extensions?: readonly string[];
  /** Require an image/* MIME type ("images only"). */
  imagesOnly?: boolean;
  /** Bytes; 0 = unlimited (spec 5 default). */
  maxSize?: number;
  /** Pixels; 0 = check off (spec 5 default). */
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  /** Allowed orientations (default all three). */
  allowedFormats?: readonly ImageFormat[];
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function orientationOf(width: number, height: number): ImageFormat {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/** Checks that need no decoding: type, extension and size. Returns the first message, or null. */
export function checkFile(file: File | null | undefined, rules: FileRules): string | null {
  if (!file) return uploadMessages.required;
  const ext = extensionOf(file.name);
  const exts = rules.extensions ?? [];
  if ((exts.length > 0 && !exts.includes(ext)) || (rules.imagesOnly && !file.type.startsWith('image/'))) {
    return uploadMessages.fileNotAllowed(exts.length > 0 ? exts.join(', ') : 'image');
  }
  if (rules.maxSize && file.size > rules.maxSize) return uploadMessages.tooBig(formatBytes(rules.maxSize));
  return null;
}

/** Checks on the decoded image's size and orientation (only those the rules switch on). */
export function checkImageSize(width: number, height: number, rules: FileRules): string | null {
  if (rules.minWidth && width < rules.minWidth) return uploadMessages.widthTooSmall(rules.minWidth);
  if (rules.maxWidth && width > rules.maxWidth) return uploadMessages.widthTooBig(rules.maxWidth);
  if (rules.minHeight && height < rules.minHeight) return uploadMessages.heightTooSmall(rules.minHeight);
  if (rules.maxHeight && height > rules.maxHeight) return uploadMessages.heightTooBig(rules.maxHeight);
  const formats = rules.allowedFormats ?? ALL_IMAGE_FORMATS;
  if (!formats.includes(orientationOf(width, height))) return uploadMessages.formatNotAllowed(formats.join(', '));
  return null;
}

function needsImageDecode(rules: FileRules): boolean {
  const formats = rules.allowedFormats ?? ALL_IMAGE_FORMATS;
  return !!(rules.minWidth || rules.maxWidth || rules.minHeight || rules.maxHeight) || ALL_IMAGE_FORMATS.some((f) => !formats.includes(f));
}

function decodeImageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('decode'));
    };
    img.src = url;
  });
}

function readPreview(file: File): Promise<string | null> {
  if (!(PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || file.size >= PREVIEW_MAX_BYTES) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    try {
      reader.readAsDataURL(file);
    } catch {
      resolve(null); // not readable here: upload without a preview
    }
  });
}

export interface FileUploadProps extends FileRules {
  /** Visible label and accessible name of the file input, e.g. 'Profile Image'. */
  label: string;
  name: string;
  /** The input's accept attribute, e.g. 'image/*' or '.pdf,.doc,.docx'. */
  accept?: string;
  /** Text of the upload button. */
  uploadLabel: string;
  /** Sends the file; throw an Error whose message is shown for a failure. */
  onUpload: (file: File) => Promise<void>;
  /** Current image to show before anything is chosen (images only). */
  currentImageUrl?: string | null;
  /** Show an image preview (spec 5 defaults: png/jpg/jpeg/gif/bmp under 5 MB). */
  preview?: boolean;
  helperText?: string;
  errorMs?: number;
  disabled?: boolean;
}

export default function FileUpload(props: FileUploadProps) {
  const { label, name, accept, uploadLabel, onUpload, currentImageUrl, preview = false, helperText, errorMs = UPLOAD_ERROR_MS, disabled = false } =
    props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; n: number } | null>(null);
  const [busy, setBusy] = useState(false);

  // Each error shows for errorMs; a new error restarts the clock.
  useEffect(() => {
    if (!error) return;
    const t = setTimeout(() => setError(null), errorMs);
    return () => clearTimeout(t);
  }, [error, errorMs]);

  const fail = (text: string) => setError((e) => ({ text, n: (e?.n ?? 0) + 1 }));

  const reset = () => {
    setFile(null);
    setPreviewUrl(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (!chosen) {
      reset();
      return;
    }
    let problem = checkFile(chosen, props);
    if (!problem && needsImageDecode(props)) {
      try {
        const { width, height } = await decodeImageSize(chosen);
        problem = checkImageSize(width, height, props);
      } catch {
        problem = uploadMessages.fileNotAllowed((props.extensions ?? []).join(', ') || 'image');
      }
    }
    if (problem) {
      reset();
      fail(problem);
      return;
    }
    setError(null);
    setFile(chosen);
    setPreviewUrl(preview ? await readPreview(chosen) : null);
  };

  const upload = async () => {
    const problem = checkFile(file, props);
    if (problem || !file) {
      fail(problem ?? uploadMessages.required);
      return;
    }
    setBusy(true);
    try {
      await onUpload(file);
      reset();
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : uploadMessages.uploadFailed);
    } finally {
      setBusy(false);
    }
  };

  const shownImage = previewUrl ?? (preview ? currentImageUrl : null);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [helperText ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, position: 'relative' }}>
        {preview && (
          <Box
            sx={{
              width: 96,
              height: 96,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              overflow: 'hidden',
              flexShrink: 0,
              bgcolor: 'grey.100',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {shownImage ? (
              <Box component="img" src={shownImage} alt={uploadMessages.preview(label)} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <CloudUploadIcon color="disabled" aria-hidden />
            )}
          </Box>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
            {/* The input stays out of the tab order: the Choose file button opens it (no control nested in another). */}
            <input
              ref={inputRef}
              id={id}
              name={name}
              type="file"
              accept={accept}
              tabIndex={-1}
              aria-describedby={describedBy}
              onChange={onChange}
              disabled={disabled || busy}
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
            />
            <Button
              variant="outlined"
              startIcon={<AttachFileIcon />}
              disabled={disabled || busy}
              onClick={() => inputRef.current?.click()}
              aria-label={uploadMessages.chooseLabel(label)}
              aria-describedby={describedBy}
            >
              {uploadMessages.choose}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {file ? uploadMessages.selected(file.name, formatBytes(file.size)) : uploadMessages.noFile}
            </Typography>
          </Stack>
          {helperText && (
            <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {helperText}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={upload}
            disabled={disabled || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
            sx={{ mt: 1 }}
          >
            {uploadLabel}
          </Button>
        </Box>
      </Stack>
      {error && (
        <Alert id={errorId} key={error.n} severity="error" role="alert" sx={{ mt: 1 }}>
          {error.text}
        </Alert>
      )}
    </Box>
  );
}
