import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultErrorMessage } from '../../../app/outcome';
import {
  avatarDimensionsProblem,
  avatarFileProblem,
  imageDimensions,
  uploadAvatar,
  type AvatarProblem,
} from '../avatar';
import { useRefreshAccount } from '../hooks';

/**
 * The picture the member picks: checked in the browser (type, size, dimensions), previewed, then
 * uploaded; the file input is cleared after a refusal or an upload so the same file can be picked again.
 */
export function useAvatarUpload() {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const errorMessage = useResultErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ url: string; file: File } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const reject = (problem: AvatarProblem) => {
    setError(t(`account.errors.${problem}`));
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setDone(false);
    setError(null);
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return reject(problem);
    const url = URL.createObjectURL(file);
    const size = await imageDimensions(url);
    if (!size) {
      URL.revokeObjectURL(url);
      return reject('avatar_not_image');
    }
    const sizeProblem = avatarDimensionsProblem(size.width, size.height);
    if (sizeProblem) {
      URL.revokeObjectURL(url);
      return reject(sizeProblem);
    }
    setPreview({ url, file });
  };

  const upload = async () => {
    if (!preview || uploading) return;
    setUploading(true);
    setError(null);
    try {
      await uploadAvatar(preview.file);
      await refresh();
      setPreview(null);
      setDone(true);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  return { input, preview, error, uploading, done, pick, upload };
}
