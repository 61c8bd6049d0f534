import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FileUpload, { checkFile, checkImageSize, formatBytes, uploadMessages, type FileUploadProps } from './FileUpload';

const MB = 1024 * 1024;
const IMAGE_RULES = { extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'], imagesOnly: true, maxSize: 2 * MB };

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

function renderUpload(overrides: Partial<FileUploadProps> = {}) {
  const onUpload = jest.fn<Promise<void>, [File]>().mockResolvedValue(undefined);
  render(<FileUpload label="Profile Image" name="file" accept="image/*" uploadLabel="Upload Image" preview onUpload={onUpload} {...IMAGE_RULES} {...overrides} />);
  // applyAccept off: a user can pick "All files" in the browser's dialog, so the widget must check the type itself.
  const user = userEvent.setup({ applyAccept: false });
  return { onUpload, user, input: screen.getByLabelText(overrides.label ?? 'Profile Image') as HTMLInputElement };
}

jest.setTimeout(30_000);

describe('FileUpload', () => {
  it("says 'File is required' when Upload is pressed with no file, and sends nothing", async () => {
    const { onUpload, user } = renderUpload();
    await user.click(screen.getByRole('button', { name: /upload image/i }));
    expect(screen.getByRole('alert')).toHaveTextContent('File is required');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('rejects a file of the wrong type with the spec message listing the allowed extensions', async () => {
    const { onUpload, user, input } = renderUpload();
    await user.upload(input, file('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is not allowed (png, jpg, jpeg, gif, webp only).');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /upload image/i }));
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('rejects an image renamed to a non-image MIME type (images only)', async () => {
    const { user, input } = renderUpload();
    await user.upload(input, file('photo.png', 'application/octet-stream'));
    expect(screen.getByRole('alert')).toHaveTextContent(/The file is not allowed/);
  });

  it('rejects a file over the limit with the limit filled into the message', async () => {
    const { user, input } = renderUpload();
    await user.upload(input, file('big.png', 'image/png', 3 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('The file size is too big (2 MB max).');
  });

  it('previews a valid image and hands it to onUpload', async () => {
    const { onUpload, user, input } = renderUpload();
    const photo = file('me.png', 'image/png', 2048);
    await user.upload(input, photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('me.png (2 KB)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Profile Image preview' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await user.click(screen.getByRole('button', { name: /upload image/i }));
    expect(onUpload).toHaveBeenCalledWith(photo);
    await waitFor(() => expect(screen.getByText('No file chosen')).toBeInTheDocument());
  });

  it('shows no preview for a document', async () => {
    const { user, input } = renderUpload({ label: 'Resume', extensions: ['pdf', 'doc', 'docx'], imagesOnly: false, maxSize: 5 * MB, preview: false });
    await user.upload(input, file('cv.pdf', 'application/pdf'));
    expect(screen.getByText(/cv\.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the server's message when the upload fails", async () => {
    const { onUpload, user, input } = renderUpload();
    onUpload.mockRejectedValueOnce(new Error('The file is not a valid image.'));
    await user.upload(input, file('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: /upload image/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a valid image.');
  });

  it('hides an error after UPLOAD_ERROR_MS (3000 ms)', async () => {
    jest.useFakeTimers();
    try {
      const onUpload = jest.fn();
      render(<FileUpload label="Resume" name="file" uploadLabel="Upload Resume" onUpload={onUpload} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: /upload resume/i }));
      expect(screen.getByRole('alert')).toHaveTextContent('File is required');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('FileUpload rules', () => {
  it('formats limits and checks image dimensions and orientation only when configured', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(checkFile(null, {})).toBe(uploadMessages.required);
    expect(checkFile(file('x.exe', 'application/x-msdownload'), {})).toBeNull(); // spec 5 defaults: any extension, unlimited
    expect(checkImageSize(100, 100, {})).toBeNull();
    expect(checkImageSize(100, 100, { minWidth: 200 })).toBe('The image width is too small (200px min).');
    expect(checkImageSize(900, 100, { maxWidth: 800 })).toBe('The image width is too big (800px max).');
    expect(checkImageSize(100, 50, { minHeight: 60 })).toBe('The image height is too small (60px min).');
    expect(checkImageSize(100, 900, { maxHeight: 800 })).toBe('The image height is too big (800px max).');
    expect(checkImageSize(300, 100, { allowedFormats: ['portrait', 'square'] })).toBe('The image format is not allowed (portrait, square only).');
  });
});
