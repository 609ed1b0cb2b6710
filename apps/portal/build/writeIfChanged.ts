import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `bytes` to `file` unless it already holds them (atomically: concurrent builds). */
export async function writeIfChanged(file: string, bytes: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(bytes)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
