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
  base: 0.1536,
  stumps: [
    [34, 0.5333, -0.1546, 0.1163], // score
    [5, 0.7778, -0.1282, 0.1277], // fuzzy
    [35, 0, -0.1527, 0.0939], // margin
    [34, 0.5333, -0.1298, 0.095], // score
    [1, 0, -0.1101, 0.1052], // exact
    [35, 0, -0.1316, 0.078], // margin
    [34, 0.5333, -0.1141, 0.0801], // score
    [5, 0.7778, -0.0964, 0.0921], // fuzzy
    [35, 0, -0.117, 0.0659], // margin
    [34, 0.5333, -0.1021, 0.0684], // score
    [1, 0, -0.0874, 0.0792], // exact
    [35, 0, -0.106, 0.0563], // margin
    [5, 0.6923, -0.0868, 0.0654], // fuzzy
    [10, 0, -0.1166, 0.041], // bestForField
    [34, 0.5333, -0.0858, 0.0545], // score
    [1, 0, -0.072, 0.0643], // exact
    [35, 0, -0.0905, 0.0445], // margin
    [11, 0, 0.0232, -0.1411], // valueUsed
    [34, 0.5333, -0.0775, 0.0466], // score
    [10, 0, -0.103, 0.0292], // bestForField
    [11, 0, 0.0191, -0.1352], // valueUsed
    [5, 0.6923, -0.0681, 0.0478], // fuzzy
    [11, 0, 0.0176, -0.128], // valueUsed
    [2, 0.5, -0.0649, 0.0423], // cover
    [10, 0, -0.0918, 0.0257], // bestForField
    [11, 0, 0.0165, -0.1217], // valueUsed
    [35, 0.3333, -0.0538, 0.0438], // margin
    [1, 0, -0.0497, 0.0462], // exact
    [11, 0, 0.0152, -0.1153], // valueUsed
    [2, 0.3333, -0.073, 0.0259], // cover
    [9, 0, 0.0181, -0.0904], // claimedByOther
    [10, 0, -0.0795, 0.0202], // bestForField
    [11, 0, 0.0127, -0.1094], // valueUsed
    [2, 0.3333, -0.068, 0.023], // cover
    [5, 0.6923, -0.0477, 0.0333], // fuzzy
    [11, 0, 0.0108, -0.1047], // valueUsed
    [35, 0.5333, -0.0324, 0.05], // margin
    [2, 0.3333, -0.0625, 0.0198], // cover
    [17, 0, 0.002, -0.1926], // headerLine
    [10, 0, -0.0706, 0.0159], // bestForField
    [11, 0, 0.0096, -0.1002], // valueUsed
    [9, 0, 0.0129, -0.0757], // claimedByOther
    [17, 0, 0.0032, -0.1782], // headerLine
    [23, 0, -0.0215, 0.0664], // typeDate
    [11, 0, 0.0094, -0.0945], // valueUsed
    [35, 0, -0.0491, 0.0211], // margin
    [17, 0, 0.0041, -0.169], // headerLine
    [23, 0, -0.0192, 0.0641], // typeDate
    [1, 0, -0.033, 0.0325], // exact
    [13, 0, -0.0268, 0.0392], // kindCell
    [11, 0, 0.0098, -0.0902], // valueUsed
    [32, 0.4628, 0.0507, -0.021], // fieldCandidates
    [17, 0, 0.005, -0.1594], // headerLine
    [21, 0.2632, -0.0643, 0.0139], // valueDigits
    [6, 0.5, -0.0196, 0.0494], // ownCover
    [11, 0, 0.0096, -0.0862], // valueUsed
    [15, 0, 0.0133, -0.0651], // kindColumn
    [23, 0, -0.0157, 0.0597], // typeDate
    [17, 0, 0.0053, -0.1508], // headerLine
    [9, 0, 0.0128, -0.0636], // claimedByOther
    [10, 0, -0.0543, 0.0143], // bestForField
    [21, 0.2632, -0.058, 0.0137], // valueDigits
    [17, 0, 0.0051, -0.1415], // headerLine
    [32, 0.4628, 0.0474, -0.0179], // fieldCandidates
    [11, 0, 0.0092, -0.0822], // valueUsed
    [13, 0, -0.0223, 0.0366], // kindCell
    [1, 0, -0.0264, 0.0287], // exact
    [23, 0, -0.0137, 0.0562], // typeDate
    [17, 0, 0.0052, -0.1354], // headerLine
    [15, 0, 0.0126, -0.0576], // kindColumn
    [11, 0, 0.0088, -0.079], // valueUsed
    [27, 0, 0.0045, -0.1503], // textWithDate
    [21, 0.6667, -0.0249, 0.0281], // valueDigits
    [32, 0.4628, 0.0435, -0.0157], // fieldCandidates
    [17, 0, 0.0049, -0.1285], // headerLine
    [11, 0, 0.0082, -0.0757], // valueUsed
    [15, 0, 0.0118, -0.0533], // kindColumn
    [21, 0.2632, -0.0498, 0.0126], // valueDigits
    [27, 0, 0.0042, -0.1426], // textWithDate
    [35, 0.5333, -0.018, 0.0348], // margin
    [16, 0, 0.0076, -0.0763], // kindInline
    [18, 0.7778, -0.0107, 0.0619], // position
    [17, 0, 0.0044, -0.1229], // headerLine
    [23, 0, -0.0124, 0.0524], // typeDate
    [1, 0, -0.0234, 0.0256], // exact
    [11, 0, 0.0077, -0.073], // valueUsed
    [13, 0, -0.0184, 0.0312], // kindCell
    [23, 0, -0.0115, 0.0499], // typeDate
    [20, 0.4628, 0.0128, -0.0445], // valueWords
    [26, 0, -0.0079, 0.0723], // moneyWithCurrency
    [10, 0, -0.045, 0.0119], // bestForField
    [21, 0.6667, -0.0218, 0.0252], // valueDigits
    [11, 0, 0.0075, -0.0708], // valueUsed
    [15, 0, 0.0109, -0.0481], // kindColumn
    [16, 0, 0.0075, -0.0701], // kindInline
    [17, 0, 0.0045, -0.1165], // headerLine
    [23, 0, -0.0111, 0.0495], // typeDate
    [18, 0.8276, -0.0075, 0.0721], // position
    [27, 0, 0.0039, -0.1297], // textWithDate
    [9, 0, 0.0098, -0.0502], // claimedByOther
  ],
  threshold: 0.7,
};
