import type { TLearnedModel } from './learned-model.ts';

// Written by `npm run train:extraction` (bench/extraction/train.ts) from the development sets; do not edit by hand.
// Retrain after changing the features (learned-features.ts) or the rules (the fallback sees what they leave empty).
// The threshold is the one cross validation found precise enough (at least 85 % of the fills right).
export const LEARNED_MODEL: TLearnedModel = {
  features: [
    'bias',
    'exact',
    'cover',
    'explained',
    'compound',
    'fuzzy',
    'ownCover',
    'describedCover',
    'parentCover',
    'claimedByOther',
    'bestForField',
    'valueUsed',
    'kindColon',
    'kindCell',
    'kindBelow',
    'kindColumn',
    'kindInline',
    'headerLine',
    'position',
    'labelWords',
    'valueWords',
    'valueDigits',
    'typeNumber',
    'typeDate',
    'typeText',
    'typeOther',
    'moneyWithCurrency',
    'textWithDate',
    'textStartsWithDigit',
    'identifierWithDigit',
    'dateAlone',
    'numberAlone',
    'fieldCandidates',
    'matchTimesFit',
    'score',
    'margin',
    'headMatch',
    'valueIsLabel',
    'onlyHead',
    'valueIsRange',
  ],
  base: 0.2991,
  stumps: [
    [34, 0.5333, -0.1678, 0.1108], // score
    [1, 0, -0.1403, 0.1193], // exact
    [35, 0, -0.1596, 0.0928], // margin
    [34, 0.5333, -0.1395, 0.0924], // score
    [34, 0.5333, -0.1364, 0.0855], // score
    [35, 0, -0.1424, 0.076], // margin
    [5, 0.75, -0.1134, 0.0916], // fuzzy
    [1, 0, -0.1031, 0.0883], // exact
    [35, 0, -0.1187, 0.0666], // margin
    [34, 0.5333, -0.1078, 0.0679], // score
    [34, 0.5333, -0.1072, 0.063], // score
    [1, 0, -0.0925, 0.0736], // exact
    [35, 0, -0.1084, 0.0547], // margin
    [34, 0.5333, -0.098, 0.055], // score
    [5, 0.75, -0.0845, 0.0634], // fuzzy
    [35, 0, -0.0988, 0.0475], // margin
    [34, 0.5333, -0.0895, 0.0478], // score
    [1, 0, -0.076, 0.058], // exact
    [9, 0, 0.0263, -0.1224], // claimedByOther
    [35, 0, -0.0887, 0.0411], // margin
    [11, 0, 0.0201, -0.1359], // valueUsed
    [35, 0.5333, -0.0515, 0.0731], // margin
    [11, 0, 0.018, -0.1278], // valueUsed
    [10, 0, -0.0968, 0.026], // bestForField
    [1, 0, -0.059, 0.0485], // exact
    [9, 0, 0.0216, -0.1026], // claimedByOther
    [35, 0.5333, -0.0424, 0.065], // margin
    [11, 0, 0.0161, -0.116], // valueUsed
    [2, 0.4167, -0.078, 0.0263], // cover
    [11, 0, 0.0148, -0.1096], // valueUsed
    [10, 0, -0.0814, 0.0217], // bestForField
    [35, 0.5333, -0.0351, 0.0573], // margin
    [9, 0, 0.017, -0.0882], // claimedByOther
    [1, 0, -0.0449, 0.0385], // exact
    [11, 0, 0.0131, -0.1005], // valueUsed
    [2, 0.4167, -0.065, 0.0222], // cover
    [15, 0, 0.0151, -0.0844], // kindColumn
    [11, 0, 0.0124, -0.0948], // valueUsed
    [32, 0.4628, 0.0585, -0.0251], // fieldCandidates
    [10, 0, -0.0668, 0.018], // bestForField
    [2, 0.4167, -0.0571, 0.02], // cover
    [15, 0, 0.0146, -0.0751], // kindColumn
    [11, 0, 0.012, -0.089], // valueUsed
    [17, 0, 0.0037, -0.2038], // headerLine
    [32, 0.4628, 0.0557, -0.0221], // fieldCandidates
    [1, 0, -0.0343, 0.0326], // exact
    [13, 0, -0.0266, 0.042], // kindCell
    [11, 0, 0.0116, -0.0841], // valueUsed
    [16, 0, 0.0091, -0.1035], // kindInline
    [15, 0, 0.0145, -0.067], // kindColumn
    [17, 0, 0.0044, -0.189], // headerLine
    [32, 0.4628, 0.0536, -0.02], // fieldCandidates
    [9, 0, 0.0141, -0.0672], // claimedByOther
    [16, 0, 0.0088, -0.0951], // kindInline
    [17, 0, 0.0044, -0.1779], // headerLine
    [11, 0, 0.011, -0.079], // valueUsed
    [15, 0, 0.0141, -0.0625], // kindColumn
    [32, 0.4628, 0.0507, -0.0181], // fieldCandidates
    [17, 0, 0.0043, -0.1684], // headerLine
    [27, 0, 0.004, -0.1782], // textWithDate
    [11, 0, 0.0103, -0.0752], // valueUsed
    [16, 0, 0.0086, -0.0891], // kindInline
    [15, 0, 0.0133, -0.0577], // kindColumn
    [35, 0.5333, -0.0195, 0.0402], // margin
    [21, 0.6667, -0.0276, 0.0288], // valueDigits
    [1, 0, -0.0274, 0.0273], // exact
    [32, 0.4628, 0.0476, -0.0167], // fieldCandidates
    [17, 0, 0.0041, -0.1599], // headerLine
    [13, 0, -0.0208, 0.0354], // kindCell
    [11, 0, 0.0097, -0.0719], // valueUsed
    [27, 0, 0.0039, -0.1675], // textWithDate
    [21, 0.5, -0.0391, 0.0178], // valueDigits
    [16, 0, 0.0081, -0.082], // kindInline
    [9, 0, 0.0115, -0.0571], // claimedByOther
    [32, 0.4628, 0.0454, -0.0154], // fieldCandidates
    [17, 0, 0.0041, -0.1514], // headerLine
    [15, 0, 0.0127, -0.0529], // kindColumn
    [27, 0, 0.0037, -0.1585], // textWithDate
    [11, 0, 0.0091, -0.068], // valueUsed
    [21, 0.4074, -0.0446, 0.0141], // valueDigits
    [16, 0, 0.0078, -0.0774], // kindInline
    [35, -0.0833, -0.0472, 0.0129], // margin
    [17, 0, 0.0039, -0.1437], // headerLine
    [23, 0, -0.0124, 0.0522], // typeDate
    [15, 0, 0.0121, -0.0494], // kindColumn
    [20, 0.4628, 0.0127, -0.0475], // valueWords
    [11, 0, 0.0088, -0.0654], // valueUsed
    [18, 0.7826, -0.01, 0.0588], // position
    [16, 0, 0.0077, -0.0734], // kindInline
    [23, 0, -0.0116, 0.0497], // typeDate
    [17, 0, 0.0039, -0.1366], // headerLine
    [27, 0, 0.0035, -0.1481], // textWithDate
    [21, 0.5, -0.0341, 0.0163], // valueDigits
    [15, 0, 0.0115, -0.0464], // kindColumn
    [11, 0, 0.0084, -0.0631], // valueUsed
    [26, 0, -0.0084, 0.0642], // moneyWithCurrency
    [20, 0.4628, 0.0118, -0.0433], // valueWords
    [23, 0, -0.011, 0.0484], // typeDate
    [16, 0, 0.0073, -0.0681], // kindInline
    [9, 0, 0.0099, -0.0497], // claimedByOther
  ],
  threshold: 0.7,
};
