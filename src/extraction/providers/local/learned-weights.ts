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
  base: 0.2097,
  stumps: [
    [34, 0.5333, -0.1639, 0.1157], // score
    [1, 0, -0.137, 0.1255], // exact
    [35, 0, -0.1582, 0.093], // margin
    [34, 0.5333, -0.1389, 0.0959], // score
    [34, 0.5333, -0.1367, 0.0885], // score
    [1, 0, -0.1168, 0.0998], // exact
    [35, 0, -0.1372, 0.0734], // margin
    [34, 0.5333, -0.1216, 0.0759], // score
    [5, 0.8, -0.1005, 0.09], // fuzzy
    [35, 0, -0.1224, 0.0627], // margin
    [34, 0.5333, -0.1098, 0.0655], // score
    [1, 0, -0.093, 0.0767], // exact
    [35, 0, -0.1115, 0.0542], // margin
    [34, 0.5333, -0.1014, 0.0574], // score
    [34, 0.5333, -0.1019, 0.0531], // score
    [34, 0.5333, -0.1025, 0.049], // score
    [35, 0, -0.1099, 0.0431], // margin
    [1, 0, -0.0843, 0.0613], // exact
    [34, 0.5333, -0.0952, 0.0435], // score
    [35, 0, -0.1009, 0.0378], // margin
    [5, 0.7143, -0.0821, 0.0502], // fuzzy
    [9, 0, 0.0223, -0.1223], // claimedByOther
    [35, 0.5333, -0.0586, 0.0711], // margin
    [1, 0, -0.0675, 0.0501], // exact
    [9, 0, 0.0202, -0.1116], // claimedByOther
    [10, 0, -0.1003, 0.023], // bestForField
    [11, 0, 0.0137, -0.1294], // valueUsed
    [35, 0.5333, -0.0476, 0.0636], // margin
    [2, 0.4167, -0.0848, 0.0251], // cover
    [11, 0, 0.0129, -0.1212], // valueUsed
    [5, 0.7143, -0.0559, 0.0388], // fuzzy
    [10, 0, -0.0853, 0.0202], // bestForField
    [9, 0, 0.0173, -0.0926], // claimedByOther
    [11, 0, 0.0123, -0.1114], // valueUsed
    [35, 0.5333, -0.0365, 0.0544], // margin
    [2, 0.4167, -0.0696, 0.0218], // cover
    [11, 0, 0.0113, -0.1049], // valueUsed
    [32, 0.5372, 0.0536, -0.0326], // fieldCandidates
    [1, 0, -0.0411, 0.0371], // exact
    [35, 0, -0.0536, 0.0251], // margin
    [11, 0, 0.0116, -0.0978], // valueUsed
    [15, 0, 0.015, -0.0823], // kindColumn
    [32, 0.5372, 0.0523, -0.0284], // fieldCandidates
    [9, 0, 0.0159, -0.0756], // claimedByOther
    [17, 0, 0.004, -0.2112], // headerLine
    [32, 0.5372, 0.0507, -0.0257], // fieldCandidates
    [2, 0.4167, -0.0552, 0.021], // cover
    [11, 0, 0.0122, -0.0905], // valueUsed
    [15, 0, 0.0157, -0.0732], // kindColumn
    [32, 0.5372, 0.0486, -0.0232], // fieldCandidates
    [17, 0, 0.0053, -0.1993], // headerLine
    [27, 0, 0.006, -0.1664], // textWithDate
    [11, 0, 0.0119, -0.0859], // valueUsed
    [15, 0, 0.0149, -0.0663], // kindColumn
    [1, 0, -0.0309, 0.0326], // exact
    [32, 0.5372, 0.0473, -0.0215], // fieldCandidates
    [17, 0, 0.0056, -0.1876], // headerLine
    [27, 0, 0.0059, -0.1587], // textWithDate
    [11, 0, 0.0113, -0.081], // valueUsed
    [13, 0, -0.0227, 0.0402], // kindCell
    [32, 0.5372, 0.0458, -0.0202], // fieldCandidates
    [17, 0, 0.0055, -0.1748], // headerLine
    [9, 0, 0.0142, -0.0626], // claimedByOther
    [16, 0, 0.0096, -0.09], // kindInline
    [15, 0, 0.0145, -0.06], // kindColumn
    [27, 0, 0.0056, -0.1529], // textWithDate
    [11, 0, 0.0105, -0.0769], // valueUsed
    [32, 0.5372, 0.0438, -0.0188], // fieldCandidates
    [17, 0, 0.0054, -0.1678], // headerLine
    [10, 0, -0.0514, 0.0151], // bestForField
    [26, 0, -0.0097, 0.0786], // moneyWithCurrency
    [27, 0, 0.0053, -0.1468], // textWithDate
    [16, 0, 0.009, -0.0836], // kindInline
    [15, 0, 0.0135, -0.0553], // kindColumn
    [17, 0, 0.0048, -0.1578], // headerLine
    [32, 0.5372, 0.0418, -0.0178], // fieldCandidates
    [11, 0, 0.0104, -0.074], // valueUsed
    [21, 0.6667, -0.0248, 0.0298], // valueDigits
    [26, 0, -0.0089, 0.074], // moneyWithCurrency
    [32, 0.5372, 0.0405, -0.0166], // fieldCandidates
    [1, 0, -0.0242, 0.0275], // exact
    [17, 0, 0.0051, -0.1489], // headerLine
    [11, 0, 0.0097, -0.0701], // valueUsed
    [15, 0, 0.0131, -0.0514], // kindColumn
    [16, 0, 0.0088, -0.0788], // kindInline
    [21, 0.6667, -0.0235, 0.0285], // valueDigits
    [27, 0, 0.0049, -0.1377], // textWithDate
    [32, 0.5372, 0.0392, -0.0161], // fieldCandidates
    [20, 0.4628, 0.0138, -0.0474], // valueWords
    [26, 0, -0.0083, 0.0708], // moneyWithCurrency
    [11, 0, 0.0093, -0.0678], // valueUsed
    [32, 0.5372, 0.0383, -0.0153], // fieldCandidates
    [17, 0, 0.0049, -0.1399], // headerLine
    [15, 0, 0.0127, -0.0483], // kindColumn
    [16, 0, 0.0084, -0.073], // kindInline
    [9, 0, 0.0115, -0.0524], // claimedByOther
    [21, 0.2581, -0.05, 0.012], // valueDigits
    [27, 0, 0.0046, -0.1311], // textWithDate
    [20, 0.4628, 0.0125, -0.0438], // valueWords
    [32, 0.5981, 0.0318, -0.0173], // fieldCandidates
  ],
  threshold: 0.85,
};
