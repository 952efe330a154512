import type { TVerifierModel } from './verify-values.ts';

// Written by `npm run train:verifier` (bench/extraction/train-verifier.ts) from the development sets; do not edit by
// hand. Retrain after changing the features (verify-features.ts), the rules or the learned fallback (it verifies what
// they fill). dropBelow: the threshold cross validation found to remove more absent values than right ones.
export const VERIFIER_MODEL: TVerifierModel = {
  features: [
    'confidence',
    'learned',
    'guess',
    'located',
    'pairFound',
    'kindColon',
    'kindCell',
    'kindBelow',
    'kindColumn',
    'kindInline',
    'labelLinesAway',
    'labelCharsAway',
    'labelWords',
    'ownScore',
    'ownCover',
    'bestOtherScore',
    'otherBetter',
    'margin',
    'competitors',
    'competingValues',
    'valueShared',
    'typeNumber',
    'typeDate',
    'typeText',
    'typeOther',
    'identifier',
    'required',
    'nested',
    'position',
    'page',
    'headerLine',
    'lineCells',
    'valueWords',
    'valueDigits',
  ],
  base: 1.5024,
  stumps: [
    [20, 0, 0.0528, -0.2444], // valueShared
    [20, 0, 0.0492, -0.1891], // valueShared
    [20, 0, 0.0459, -0.1536], // valueShared
    [20, 0, 0.0427, -0.1285], // valueShared
    [20, 0, 0.0396, -0.1097], // valueShared
    [20, 0, 0.0367, -0.0949], // valueShared
    [17, 0, -0.051, 0.0598], // margin
    [20, 0, 0.033, -0.0789], // valueShared
    [17, 0, -0.0432, 0.0551], // margin
    [14, 0.5, -0.024, 0.0824], // ownCover
    [20, 0, 0.0291, -0.065], // valueShared
    [13, 0.5333, -0.0404, 0.0422], // ownScore
    [14, 0.5, -0.0208, 0.0765], // ownCover
    [20, 0, 0.0257, -0.0564], // valueShared
    [14, 0.5, -0.0183, 0.0727], // ownCover
    [27, 0, 0.019, -0.0667], // nested
    [0, 0.8, -0.0411, 0.0301], // confidence
    [20, 0, 0.0227, -0.0478], // valueShared
    [14, 0.5, -0.0156, 0.0677], // ownCover
    [0, 0.8, -0.0357, 0.0274], // confidence
    [27, 0, 0.0166, -0.0547], // nested
    [18, 0, -0.0506, 0.0172], // competitors
    [32, 0.4628, 0.0067, -0.1279], // valueWords
    [14, 0.5, -0.0131, 0.0622], // ownCover
    [20, 0, 0.0198, -0.0404], // valueShared
    [31, 0.5372, 0.0043, -0.1771], // lineCells
    [13, 0.5333, -0.0223, 0.0304], // ownScore
    [20, 0, 0.019, -0.0361], // valueShared
    [32, 0.4628, 0.0068, -0.1107], // valueWords
    [27, 0, 0.0149, -0.0447], // nested
    [0, 0.8, -0.027, 0.0232], // confidence
    [14, 0.5, -0.0102, 0.0562], // ownCover
    [31, 0.5372, 0.0044, -0.1481], // lineCells
    [18, 0, -0.0376, 0.0157], // competitors
    [20, 0, 0.0179, -0.0316], // valueShared
    [32, 0.4628, 0.0068, -0.0962], // valueWords
    [1, 0, 0.0035, -0.2317], // learned
    [14, 0.5, -0.0084, 0.0523], // ownCover
    [27, 0, 0.0133, -0.0371], // nested
    [31, 0.5372, 0.0045, -0.1291], // lineCells
    [10, 2, 0.0086, -0.0677], // labelLinesAway
    [22, 0, -0.0079, 0.0482], // typeDate
    [20, 0, 0.0162, -0.0276], // valueShared
    [18, 0, -0.0327, 0.0139], // competitors
    [1, 0, 0.0034, -0.1947], // learned
    [32, 0.4628, 0.006, -0.0837], // valueWords
    [31, 0.5372, 0.0044, -0.1145], // lineCells
    [20, 0, 0.0157, -0.0256], // valueShared
    [0, 0.45, -0.0294, 0.0137], // confidence
    [12, 0.2314, -0.0164, 0.0223], // labelWords
    [14, 0.5, -0.0064, 0.0467], // ownCover
    [22, 0, -0.0071, 0.0433], // typeDate
    [27, 0, 0.0119, -0.0306], // nested
    [32, 0.4628, 0.0055, -0.074], // valueWords
    [31, 0.5372, 0.0041, -0.1016], // lineCells
    [18, 0, -0.0279, 0.013], // competitors
    [1, 0, 0.0036, -0.1638], // learned
    [20, 0, 0.014, -0.0233], // valueShared
    [15, 0.8, 0.0051, -0.0755], // bestOtherScore
    [12, 0.2314, -0.0145, 0.0198], // labelWords
    [18, 0, -0.0264, 0.0115], // competitors
    [31, 0.5372, 0.0039, -0.0924], // lineCells
    [32, 0.4628, 0.0058, -0.066], // valueWords
    [1, 0, 0.0035, -0.1454], // learned
    [25, 0, -0.0044, 0.0487], // identifier
    [22, 0, -0.006, 0.0388], // typeDate
    [14, 0.5, -0.0054, 0.0417], // ownCover
    [27, 0, 0.0104, -0.026], // nested
    [15, 0.8, 0.0045, -0.0684], // bestOtherScore
    [26, 0, -0.0065, 0.0329], // required
    [20, 0, 0.0118, -0.0206], // valueShared
    [18, 0, -0.0238, 0.0103], // competitors
    [12, 0.2314, -0.0132, 0.0175], // labelWords
    [1, 0, 0.0024, -0.1292], // learned
    [31, 0.5372, 0.0033, -0.0829], // lineCells
    [32, 0.4628, 0.005, -0.0596], // valueWords
    [22, 0, -0.0053, 0.0352], // typeDate
    [25, 0, -0.004, 0.0443], // identifier
    [14, 0.5, -0.0047, 0.0373], // ownCover
    [15, 0.8, 0.0041, -0.0613], // bestOtherScore
    [20, 0, 0.0108, -0.0185], // valueShared
    [18, 0, -0.0217, 0.0095], // competitors
    [1, 0, 0.0023, -0.1168], // learned
    [31, 0.5372, 0.0031, -0.0749], // lineCells
    [32, 0.4628, 0.0047, -0.0537], // valueWords
    [25, 0, -0.0034, 0.0413], // identifier
    [22, 0, -0.0048, 0.0327], // typeDate
    [26, 0, -0.0052, 0.029], // required
    [12, 0.2314, -0.011, 0.0155], // labelWords
    [0, 0.45, -0.0196, 0.0092], // confidence
    [20, 0, 0.0101, -0.0173], // valueShared
    [15, 0.8, 0.0036, -0.055], // bestOtherScore
    [31, 0.5372, 0.003, -0.0675], // lineCells
    [1, 0, 0.0028, -0.1031], // learned
    [18, 0, -0.0192, 0.0092], // competitors
    [32, 0.4628, 0.0041, -0.0482], // valueWords
    [20, 0, 0.0098, -0.0162], // valueShared
    [14, 0.5, -0.0039, 0.0325], // ownCover
    [22, 0, -0.0045, 0.0293], // typeDate
    [25, 0, -0.0033, 0.0367], // identifier
    [1, 0, 0.0021, -0.0944], // learned
    [31, 0.5372, 0.0028, -0.0615], // lineCells
    [15, 0.8, 0.0039, -0.0501], // bestOtherScore
    [12, 0.2314, -0.0094, 0.0141], // labelWords
    [18, 0, -0.0176, 0.0084], // competitors
    [27, 0, 0.0078, -0.0185], // nested
    [21, 0, 0.0084, -0.0168], // typeNumber
    [32, 0.4628, 0.0036, -0.0448], // valueWords
    [13, 0.5333, -0.0087, 0.0141], // ownScore
    [26, 0, -0.0048, 0.0247], // required
    [1, 0, 0.0017, -0.0864], // learned
    [20, 0, 0.0083, -0.015], // valueShared
    [31, 0.5372, 0.0024, -0.0564], // lineCells
    [15, 0.8, 0.0033, -0.0451], // bestOtherScore
    [12, 0.2314, -0.0088, 0.0129], // labelWords
    [18, 0, -0.0162, 0.0076], // competitors
    [21, 0, 0.0078, -0.0157], // typeNumber
    [32, 0.4628, 0.0032, -0.0414], // valueWords
    [13, 0.8, -0.0032, 0.0305], // ownScore
    [20, 0, 0.0079, -0.0137], // valueShared
    [1, 0, 0.0017, -0.0799], // learned
    [18, 0.2314, -0.0071, 0.0143], // competitors
    [31, 0.5372, 0.0023, -0.0524], // lineCells
    [27, 0, 0.007, -0.0158], // nested
    [21, 0, 0.0075, -0.0143], // typeNumber
    [0, 0.45, -0.0151, 0.0075], // confidence
    [32, 0.4628, 0.0032, -0.0386], // valueWords
    [15, 0.8, 0.0029, -0.0411], // bestOtherScore
    [12, 0.2314, -0.0082, 0.0116], // labelWords
    [19, 0.5372, -0.0011, 0.062], // competingValues
    [8, 0, 0.0049, -0.0204], // kindColumn
    [21, 0, 0.0065, -0.0142], // typeNumber
    [0, 0.45, -0.0147, 0.0064], // confidence
    [26, 0, -0.0042, 0.0214], // required
    [31, 0.5372, 0.002, -0.0479], // lineCells
    [31, 0.4628, -0.0038, 0.0256], // lineCells
    [20, 0, 0.0075, -0.0125], // valueShared
    [32, 0.4628, 0.0029, -0.0361], // valueWords
    [19, 0.5372, -0.001, 0.0596], // competingValues
    [31, 0.5372, 0.002, -0.0486], // lineCells
    [31, 0.4628, -0.0037, 0.0258], // lineCells
    [31, 0.4628, -0.0034, 0.0235], // lineCells
    [31, 0.5372, 0.0025, -0.0487], // lineCells
    [31, 0.4628, -0.0033, 0.0257], // lineCells
    [31, 0.4628, -0.0029, 0.0235], // lineCells
    [31, 0.5372, 0.0028, -0.0487], // lineCells
    [31, 0.4628, -0.0029, 0.0257], // lineCells
    [31, 0.5372, 0.0031, -0.0463], // lineCells
    [31, 0.4628, -0.003, 0.0275], // lineCells
    [31, 0.4628, -0.0027, 0.0251], // lineCells
  ],
  dropBelow: 0,
};
