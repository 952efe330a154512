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
  base: 1.3688,
  stumps: [
    [20, 0, 0.0412, -0.2301], // valueShared
    [20, 0, 0.038, -0.1813], // valueShared
    [20, 0, 0.0351, -0.149], // valueShared
    [12, 0, -0.2156, 0.0191], // labelWords
    [20, 0, 0.0315, -0.1202], // valueShared
    [17, 0, -0.0534, 0.062], // margin
    [20, 0, 0.0283, -0.0995], // valueShared
    [17, 0, -0.0454, 0.0572], // margin
    [12, 0, -0.1474, 0.0159], // labelWords
    [17, 0, -0.0388, 0.0525], // margin
    [20, 0, 0.0242, -0.0787], // valueShared
    [14, 0.5, -0.0221, 0.0751], // ownCover
    [28, 0.0741, -0.1005, 0.0161], // position
    [18, 0, -0.0559, 0.0258], // competitors
    [20, 0, 0.0213, -0.0667], // valueShared
    [14, 0.5, -0.0186, 0.069], // ownCover
    [33, 0.5714, -0.047, 0.0247], // valueDigits
    [20, 0, 0.0189, -0.0579], // valueShared
    [14, 0.5, -0.0163, 0.0645], // ownCover
    [32, 0.4628, 0.0082, -0.1321], // valueWords
    [18, 0, -0.0442, 0.0217], // competitors
    [28, 0.1667, -0.0527, 0.0171], // position
    [20, 0, 0.0167, -0.0505], // valueShared
    [14, 0.5, -0.0138, 0.0588], // ownCover
    [32, 0.4628, 0.0073, -0.1122], // valueWords
    [13, 0.6667, -0.0179, 0.04], // ownScore
    [12, 0.2314, -0.0255, 0.0269], // labelWords
    [33, 0.5714, -0.0338, 0.0188], // valueDigits
    [20, 0, 0.0145, -0.0433], // valueShared
    [18, 0, -0.0345, 0.0177], // competitors
    [32, 0.4628, 0.0064, -0.0941], // valueWords
    [14, 0.5, -0.0109, 0.051], // ownCover
    [28, 0.1667, -0.0395, 0.0133], // position
    [12, 0.2314, -0.0214, 0.0232], // labelWords
    [20, 0, 0.0127, -0.0379], // valueShared
    [13, 0.6667, -0.014, 0.0331], // ownScore
    [32, 0.4628, 0.0057, -0.0822], // valueWords
    [8, 0, 0.0081, -0.0515], // kindColumn
    [18, 0, -0.0282, 0.0149], // competitors
    [12, 0.2314, -0.019, 0.0209], // labelWords
    [14, 0.5, -0.0086, 0.0436], // ownCover
    [20, 0, 0.0112, -0.033], // valueShared
    [32, 0.4628, 0.0052, -0.0729], // valueWords
    [28, 0.1667, -0.0319, 0.0108], // position
    [8, 0, 0.0075, -0.0463], // kindColumn
    [18, 0, -0.0245, 0.0131], // competitors
    [12, 0.2314, -0.0163, 0.0183], // labelWords
    [13, 0.6667, -0.0107, 0.0268], // ownScore
    [32, 0.4628, 0.0046, -0.0638], // valueWords
    [20, 0, 0.0098, -0.0292], // valueShared
    [8, 0, 0.0068, -0.0415], // kindColumn
    [25, 0, -0.006, 0.044], // identifier
    [28, 0.1667, -0.0279, 0.0095], // position
    [1, 0, 0.0012, -0.2118], // learned
    [14, 0.5, -0.0067, 0.0364], // ownCover
    [31, 0.3667, 0.007, -0.0354], // lineCells
    [18, 0, -0.0197, 0.0131], // competitors
    [32, 0.4628, 0.0056, -0.0562], // valueWords
    [31, 0.3667, 0.008, -0.0326], // lineCells
    [0, 0.8, -0.0123, 0.018], // confidence
    [22, 0, -0.0043, 0.0348], // typeDate
    [25, 0, -0.0032, 0.0428], // identifier
    [20, 0, 0.0105, -0.0233], // valueShared
    [28, 0.1667, -0.0229, 0.0103], // position
    [31, 0.3667, 0.0081, -0.0305], // lineCells
    [18, 0, -0.0165, 0.0135], // competitors
    [31, 0.5372, 0.0046, -0.1021], // lineCells
    [12, 0.2314, -0.0101, 0.0179], // labelWords
    [1, 0, 0.0039, -0.1752], // learned
    [13, 0.6667, -0.0062, 0.0247], // ownScore
    [32, 0.4628, 0.006, -0.0497], // valueWords
    [25, 0, -0.0029, 0.0394], // identifier
    [22, 0, -0.0042, 0.0313], // typeDate
    [14, 0.5, -0.0038, 0.0327], // ownCover
    [12, 0.4628, -0.0036, 0.0346], // labelWords
    [0, 0.8, -0.0113, 0.0145], // confidence
    [20, 0, 0.0087, -0.021], // valueShared
    [1, 0, 0.0022, -0.1535], // learned
    [32, 0.4628, 0.0044, -0.0454], // valueWords
    [31, 0.5372, 0.0026, -0.0894], // lineCells
    [18, 0, -0.0158, 0.0108], // competitors
    [25, 0, -0.0032, 0.036], // identifier
    [22, 0, -0.0043, 0.028], // typeDate
    [12, 0.4628, -0.0036, 0.0317], // labelWords
    [16, 0, 0.0077, -0.0207], // otherBetter
    [28, 0.1667, -0.0195, 0.0079], // position
    [25, 0, -0.0034, 0.0337], // identifier
    [1, 0, 0.0017, -0.1361], // learned
    [14, 0.5, -0.0042, 0.0284], // ownCover
    [8, 0, 0.0054, -0.0265], // kindColumn
    [18, 0.2314, -0.007, 0.0176], // competitors
    [31, 0.5372, 0.0021, -0.0785], // lineCells
    [20, 0, 0.0075, -0.0187], // valueShared
    [32, 0.4628, 0.004, -0.0412], // valueWords
    [18, 0, -0.0139, 0.0089], // competitors
    [12, 0.4628, -0.0036, 0.0296], // labelWords
    [22, 0, -0.0042, 0.0247], // typeDate
    [25, 0, -0.0032, 0.0313], // identifier
    [16, 0, 0.0066, -0.0185], // otherBetter
    [1, 0, 0.0014, -0.1221], // learned
    [28, 0.1667, -0.0176, 0.0067], // position
    [31, 0.5372, 0.0019, -0.0705], // lineCells
    [18, 0.2314, -0.0061, 0.0168], // competitors
    [12, 0.4628, -0.0032, 0.0274], // labelWords
    [32, 0.4628, 0.0035, -0.0363], // valueWords
    [20, 0, 0.0065, -0.0168], // valueShared
    [13, 0.6667, -0.0056, 0.017], // ownScore
    [25, 0, -0.003, 0.0289], // identifier
    [22, 0, -0.0039, 0.0226], // typeDate
    [1, 0, 0.0013, -0.1091], // learned
    [16, 0, 0.0059, -0.0168], // otherBetter
    [31, 0.5372, 0.0017, -0.0643], // lineCells
    [18, 0.2314, -0.0056, 0.0155], // competitors
    [12, 0.2314, -0.0081, 0.011], // labelWords
    [0, 0.45, -0.012, 0.0073], // confidence
    [12, 0.4628, -0.003, 0.0249], // labelWords
    [32, 0.4628, 0.003, -0.0329], // valueWords
    [16, 0, 0.0056, -0.0155], // otherBetter
    [25, 0, -0.0027, 0.0264], // identifier
    [28, 0.1667, -0.0149, 0.0057], // position
    [8, 0, 0.0042, -0.0203], // kindColumn
    [1, 0, 0.0011, -0.0961], // learned
    [14, 0.5, -0.0033, 0.022], // ownCover
    [22, 0, -0.0036, 0.0202], // typeDate
    [31, 0.5372, 0.0015, -0.0575], // lineCells
    [18, 0.2314, -0.0052, 0.0143], // competitors
    [20, 0, 0.0057, -0.0145], // valueShared
    [25, 0, -0.0024, 0.0251], // identifier
    [15, 0.8, 0.0023, -0.0397], // bestOtherScore
    [32, 0.4628, 0.0027, -0.0301], // valueWords
    [12, 0.4628, -0.0028, 0.0223], // labelWords
    [18, 0, -0.011, 0.0067], // competitors
    [1, 0, 0.0011, -0.088], // learned
    [31, 0.5372, 0.0015, -0.0527], // lineCells
    [18, 0.2314, -0.0046, 0.0131], // competitors
    [20, 0, 0.0052, -0.013], // valueShared
    [22, 0, -0.0029, 0.0186], // typeDate
    [10, 1, -0.0031, 0.0178], // labelLinesAway
    [28, 0.1667, -0.0132, 0.0052], // position
    [25, 0, -0.0023, 0.0233], // identifier
    [14, 0, -0.0047, 0.0125], // ownCover
    [12, 0.4628, -0.0026, 0.0207], // labelWords
    [16, 0, 0.0048, -0.0132], // otherBetter
    [10, 1, -0.0032, 0.017], // labelLinesAway
    [18, 0, -0.01, 0.006], // competitors
    [32, 0.4628, 0.0023, -0.0274], // valueWords
    [1, 0, 0.0009, -0.0807], // learned
    [31, 0.5372, 0.0013, -0.0488], // lineCells
    [0, 0.45, -0.0096, 0.006], // confidence
    [12, 0.4628, -0.0023, 0.0199], // labelWords
  ],
  dropBelow: 0.2,
};
