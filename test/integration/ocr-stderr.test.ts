import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';

/** Runs test/helpers/ocr-stderr-child.ts and returns what it wrote to stdout and stderr. */
async function runChild(): Promise<{ stdout: string; stderr: string; code: number | null }> {
  const child = spawn(process.execPath, ['test/helpers/ocr-stderr-child.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { stdout, stderr, code };
}

describe("tesseract's output on the process's stderr", () => {
  it('is not written raw for a healthy scan nor for corrupt language data, whose failure is still reported; other thread output passes', async () => {
    const { stdout, stderr, code } = await runChild();
    expect(code).toBe(0);
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result.healthy).toBe(true);
    // The real error: the scan fails with a reason, and tesseract's own line is kept with it.
    expect(result.corrupt).toEqual({ ok: false, reason: { code: 'reason.ocr_language_data', params: {} } });
    expect(result.captured).toEqual(['Error opening data file ./xyz.traineddata']);
    expect(stderr).not.toMatch(/Error opening data file|traineddata/);
    // What a thread writes that is not tesseract's language data report still reaches stderr.
    expect(stderr).toContain('something else went wrong');
  }, 120_000);
});
