import { describe, expect, it } from '@jest/globals';
import { EMPTY_SHA256, encodeKey, sha256Hex, signRequest, uriEncode } from '../../src/storage/s3-signature.ts';

// Published AWS examples: the SigV4 test suite (service "service") and the S3 header-signing examples.
const suite = {
  region: 'us-east-1',
  service: 'service',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  date: new Date('2015-08-30T12:36:00Z'),
};
const s3 = {
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
};
const signature = (headers: Record<string, string>) => /Signature=([0-9a-f]+)$/.exec(headers.authorization ?? '')?.[1];

describe('SigV4 signing', () => {
  it('matches the AWS test suite for get-vanilla', () => {
    const url = new URL('https://example.amazonaws.com/');
    const headers = signRequest({ ...suite, method: 'GET', url, headers: {}, payloadHash: EMPTY_SHA256 });
    expect(headers).toEqual({
      'x-amz-date': '20150830T123600Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    });
  });

  it('sorts query parameters as the test suite expects (get-vanilla-query-order-key-case)', () => {
    const url = new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1');
    const headers = signRequest({ ...suite, method: 'GET', url, headers: {}, payloadHash: EMPTY_SHA256 });
    expect(signature(headers)).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it('matches the S3 GetObject example with a Range header', () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/test.txt');
    const headers = signRequest({
      ...s3,
      method: 'GET',
      url,
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
    });
    expect(headers.authorization).toContain('SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,');
    expect(signature(headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('matches the S3 PutObject example, whose key needs encoding', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    const url = new URL(`https://examplebucket.s3.amazonaws.com/${encodeKey('test$file.text')}`);
    const headers = signRequest({
      ...s3,
      method: 'PUT',
      url,
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      payloadHash,
    });
    expect(url.pathname).toBe('/test%24file.text');
    expect(signature(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('matches the S3 ListObjects example with query parameters', () => {
    const url = new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J');
    const headers = signRequest({
      ...s3,
      method: 'GET',
      url,
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
    });
    expect(signature(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes keys per segment, keeping only unreserved characters and slashes', () => {
    expect(uriEncode("a b/c+d*e!f'(g)~h.i_j-k")).toBe('a%20b%2Fc%2Bd%2Ae%21f%27%28g%29~h.i_j-k');
    expect(encodeKey('projects/Rechnung März #1.pdf')).toBe('projects/Rechnung%20M%C3%A4rz%20%231.pdf');
  });
});
