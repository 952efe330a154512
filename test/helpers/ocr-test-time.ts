// Jest's limit for a test that runs Tesseract on a page: a few seconds on a quiet machine, but over 60 s on a shared
// one at a load average of 25-30 (session 16: three OCR tests hit 60 s there). A limit, not a timed assertion: a
// test that hangs still fails.
export const OCR_TEST_MS = 240_000;
