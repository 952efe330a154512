import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../../src/config.ts';
import type { TProcessingMode } from '../../../src/db/entities/project.ts';
import { problemsOf } from '../../../src/extraction/extract-with-cache.ts';
import { extractWithFallback, type TExtractCall } from '../../../src/extraction/extract-with-fallback.ts';
import type { TExtractionProvider, TExtractionRequest } from '../../../src/extraction/types.ts';

const config = loadConfig({});
const request: TExtractionRequest = {
  documents: [{ fileName: 'a.txt', contentType: 'text/plain', pages: [{ page: 1, text: 'Total: 5' }], warnings: [] }],
  schema: [{ name: 'total', type: 'number', required: true }],
  instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
};

/** A provider per mode answering from a list (an Error is thrown), recording the requests it got. */
function providers(answers: Partial<Record<TProcessingMode, (unknown | Error)[]>>) {
  const seen: { mode: TProcessingMode; repair: boolean }[] = [];
  const providerFor = (mode: TProcessingMode): TExtractionProvider => ({
    provider: 'test',
    model: mode,
    async extract(req) {
      seen.push({ mode, repair: req.repair !== undefined });
      const answer = answers[mode]?.shift();
      if (answer instanceof Error) {
        throw answer;
      }
      return {
        result: answer,
        title: null,
        sources: {},
        warnings: [],
        usage: { promptTokens: 1, completionTokens: 1 },
      };
    },
  });
  const call: TExtractCall = async (provider, req) => {
    const response = await provider.extract(req, {});
    return { ...response, problems: problemsOf(req, response) };
  };
  return { seen, providerFor, call };
}

describe('the extraction loop shared by executions and evaluations', () => {
  it('stops at a valid first answer, even with fallback on', async () => {
    const peers = providers({ fast: [{ total: 5 }] });
    const outcome = await extractWithFallback({ config, request, mode: 'fast', fallback: true, ...peers });
    expect(outcome).toMatchObject({ response: { result: { total: 5 } }, problems: [], fallbackMode: null });
    expect(peers.seen).toEqual([{ mode: 'fast', repair: false }]);
  });

  it('repairs an invalid answer once, then falls back one mode up', async () => {
    const peers = providers({ fast: [{}, {}], balanced: [{ total: 5 }] });
    const outcome = await extractWithFallback({ config, request, mode: 'fast', fallback: true, ...peers });
    expect(outcome).toMatchObject({ response: { result: { total: 5 } }, problems: [], fallbackMode: 'balanced' });
    expect(peers.seen).toEqual([
      { mode: 'fast', repair: false },
      { mode: 'fast', repair: true },
      { mode: 'balanced', repair: false },
    ]);
  });

  it('keeps an invalid answer without fallback, with its problems', async () => {
    const peers = providers({ fast: [{}, { total: null }] });
    const outcome = await extractWithFallback({ config, request, mode: 'fast', fallback: false, ...peers });
    expect(outcome.fallbackMode).toBeNull();
    expect(outcome.problems.map((problem) => problem.path)).toEqual(['total']);
  });

  it('falls back when the first mode throws, and rethrows without fallback', async () => {
    const withFallback = providers({ fast: [new Error('down')], balanced: [{ total: 7 }] });
    await expect(
      extractWithFallback({ config, request, mode: 'fast', fallback: true, ...withFallback }),
    ).resolves.toMatchObject({ response: { result: { total: 7 } }, fallbackMode: 'balanced' });
    const without = providers({ fast: [new Error('down')] });
    await expect(extractWithFallback({ config, request, mode: 'fast', fallback: false, ...without })).rejects.toThrow(
      'down',
    );
  });

  it('keeps the first invalid answer when the fallback mode fails, and throws when none answered', async () => {
    const peers = providers({ fast: [{ total: 'x' }, { total: 'x' }], balanced: [new Error('down')] });
    const outcome = await extractWithFallback({ config, request, mode: 'fast', fallback: true, ...peers });
    expect(outcome).toMatchObject({ response: { result: { total: 'x' } }, fallbackMode: 'balanced' });
    expect(outcome.problems).toHaveLength(1);
    const none = providers({ fast: [new Error('one')], balanced: [new Error('two')] });
    await expect(extractWithFallback({ config, request, mode: 'fast', fallback: true, ...none })).rejects.toThrow(
      'two',
    );
  });

  it('does not fall back from the most accurate mode', async () => {
    const peers = providers({ accurate: [{}, {}] });
    const outcome = await extractWithFallback({ config, request, mode: 'accurate', fallback: true, ...peers });
    expect(outcome.fallbackMode).toBeNull();
    expect(peers.seen).toHaveLength(2);
  });
});
