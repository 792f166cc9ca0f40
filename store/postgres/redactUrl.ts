/**
 * A connection string fit to print: its password replaced by `***` (and nothing else changed).
 * A string that is not a URL keeps only what comes after an `@`.
 */
export const redactUrl = (url: string): string => {
  const u = parsed(url);
  if (u !== null) {
    if (u.password !== '') u.password = '***';
    return u.toString();
  }
  const at = url.lastIndexOf('@');
  return at < 0 ? '(a connection string that is not a postgres:// URL)' : `(a connection string)@${url.slice(at + 1)}`;
};

/** A postgres:// or postgresql:// URL, or null. */
const parsed = (url: string): URL | null => {
  if (!/^postgres(ql)?:\/\//i.test(url)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** The password of a connection string, as written and decoded, for {@link redactIn}. */
const secretsOf = (url: string): readonly string[] => {
  const raw = parsed(url)?.password ?? '';
  if (raw === '') return [url];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a password that is not valid percent-encoding is hidden as written
  }
  return [url, raw, decoded];
};

/** A message (from the server, the driver or us) with the connection string and its password hidden. */
export const redactIn = (message: string, url: string): string => {
  let out = message;
  for (const secret of secretsOf(url)) {
    if (secret === '') continue;
    out = out.split(secret).join(secret === url ? redactUrl(url) : '***');
  }
  return out;
};
