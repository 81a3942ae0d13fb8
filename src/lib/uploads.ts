/** Upload rules (spec §5): CSV uploader takes one .csv file; images are jpeg, png, gif, bmp, webp or svg; a single image input keeps at most 5. */
export const CSV_ACCEPT = ['.csv', 'text/csv'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'image/svg+xml'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.svg'] as const;
export const MAX_IMAGES_PER_INPUT = 5;

export interface FileLike {
  name: string;
  type: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isCsvFile(file: FileLike): boolean {
  return extension(file.name) === '.csv';
}

export function isImageFile(file: FileLike): boolean {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  return file.type === '' && (IMAGE_EXTENSIONS as readonly string[]).includes(extension(file.name));
}

/** The one CSV file to take from a drop or a pick, or null when there is none. */
export function pickCsv<T extends FileLike>(files: readonly T[]): { file: T | null; rejected: T[] } {
  const file = files.length === 1 && files[0] && isCsvFile(files[0]) ? files[0] : null;
  return { file, rejected: file ? [] : [...files] };
}

/** Adds images to those already held, keeping at most `max`; gives those refused by type or by count. */
export function addImages<T extends FileLike>(
  held: number,
  incoming: readonly T[],
  max: number = MAX_IMAGES_PER_INPUT,
): { accepted: T[]; rejectedType: T[]; rejectedCount: T[] } {
  const images = incoming.filter(isImageFile);
  const room = Math.max(0, max - held);
  return {
    accepted: images.slice(0, room),
    rejectedType: incoming.filter((f) => !isImageFile(f)),
    rejectedCount: images.slice(room),
  };
}
