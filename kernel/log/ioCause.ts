/** The error code of a Node file-system error, if it has one. */
export const errorCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;

const PLAIN: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would be larger than this process may write',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a directory',
  ELOOP: 'it is a symbolic link',
  EEXIST: 'it already exists',
  EIO: 'the device reported an input/output error',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open',
  ENAMETOOLONG: 'the name is too long',
  EBUSY: 'it is busy',
  EXDEV: 'it is on another file system',
};

/** The cause of a file-system failure in plain words, with its code: `the disk is full (ENOSPC)`. */
export const ioCause = (e: unknown): string => {
  const code = errorCode(e);
  const plain = code === undefined ? undefined : PLAIN[code];
  if (plain !== undefined) return `${plain} (${code})`;
  const message = e instanceof Error ? e.message : String(e);
  return code === undefined || message.includes(code) ? message : `${message} (${code})`;
};
