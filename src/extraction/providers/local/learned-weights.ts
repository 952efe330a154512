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
  base: 0.2717,
  stumps: [
    [34, 0.5333, -0.1652, 0.1131], // score
    [35, 0, -0.169, 0.0982], // margin
    [1, 0, -0.1304, 0.1163], // exact
    [34, 0.5333, -0.1379, 0.0941], // score
    [34, 0.5333, -0.1352, 0.087], // score
    [35, 0, -0.1415, 0.0769], // margin
    [1, 0, -0.1115, 0.0942], // exact
    [34, 0.5333, -0.119, 0.0746], // score
    [35, 0, -0.1243, 0.0656], // margin
    [1, 0, -0.0981, 0.082], // exact
    [34, 0.5333, -0.1075, 0.0647], // score
    [34, 0.5333, -0.1073, 0.06], // score
    [35, 0, -0.1136, 0.0539], // margin
    [5, 0.7273, -0.0937, 0.0648], // fuzzy
    [1, 0, -0.0828, 0.0658], // exact
    [35, 0, -0.0985, 0.0485], // margin
    [34, 0.5333, -0.09, 0.0493], // score
    [34, 0.5333, -0.0903, 0.0456], // score
    [35, 0, -0.0948, 0.0407], // margin
    [11, 0, 0.0187, -0.1445], // valueUsed
    [9, 0, 0.0234, -0.1215], // claimedByOther
    [5, 0.8462, -0.0659, 0.0568], // fuzzy
    [10, 0, -0.1029, 0.027], // bestForField
    [35, 0.5333, -0.0504, 0.0717], // margin
    [11, 0, 0.0174, -0.1291], // valueUsed
    [5, 0.6667, -0.0668, 0.0407], // fuzzy
    [11, 0, 0.0161, -0.121], // valueUsed
    [2, 0.4167, -0.0813, 0.0271], // cover
    [9, 0, 0.0194, -0.0994], // claimedByOther
    [10, 0, -0.0857, 0.0229], // bestForField
    [35, 0.5333, -0.0388, 0.0616], // margin
    [11, 0, 0.0146, -0.1112], // valueUsed
    [1, 0, -0.0478, 0.0404], // exact
    [11, 0, 0.0134, -0.1045], // valueUsed
    [35, 0.5333, -0.0335, 0.0562], // margin
    [2, 0.4167, -0.0665, 0.0225], // cover
    [9, 0, 0.0154, -0.0839], // claimedByOther
    [11, 0, 0.0118, -0.0968], // valueUsed
    [32, 0.4628, 0.0598, -0.0269], // fieldCandidates
    [10, 0, -0.0684, 0.0183], // bestForField
    [15, 0, 0.0148, -0.0797], // kindColumn
    [11, 0, 0.0116, -0.0913], // valueUsed
    [1, 0, -0.0366, 0.0334], // exact
    [32, 0.4628, 0.0568, -0.0235], // fieldCandidates
    [17, 0, 0.0039, -0.2094], // headerLine
    [15, 0, 0.0146, -0.0721], // kindColumn
    [16, 0, 0.009, -0.1062], // kindInline
    [11, 0, 0.0116, -0.0858], // valueUsed
    [17, 0, 0.0041, -0.1936], // headerLine
    [32, 0.4628, 0.0545, -0.021], // fieldCandidates
    [13, 0, -0.026, 0.0415], // kindCell
    [9, 0, 0.0142, -0.07], // claimedByOther
    [2, 0.4167, -0.0493, 0.0189], // cover
    [27, 0, 0.0041, -0.1893], // textWithDate
    [15, 0, 0.0142, -0.0639], // kindColumn
    [16, 0, 0.0092, -0.0963], // kindInline
    [17, 0, 0.0046, -0.1796], // headerLine
    [11, 0, 0.0113, -0.0809], // valueUsed
    [32, 0.5372, 0.0451, -0.0219], // fieldCandidates
    [17, 0, 0.0048, -0.1686], // headerLine
    [10, 0, -0.0531, 0.0158], // bestForField
    [27, 0, 0.0045, -0.1793], // textWithDate
    [11, 0, 0.0108, -0.0764], // valueUsed
    [13, 0, -0.0225, 0.039], // kindCell
    [32, 0.5372, 0.0436, -0.0204], // fieldCandidates
    [16, 0, 0.0094, -0.0862], // kindInline
    [15, 0, 0.0142, -0.0574], // kindColumn
    [17, 0, 0.005, -0.1603], // headerLine
    [11, 0, 0.0105, -0.0734], // valueUsed
    [32, 0.5372, 0.0416, -0.0187], // fieldCandidates
    [27, 0, 0.0048, -0.1678], // textWithDate
    [1, 0, -0.0258, 0.0276], // exact
    [17, 0, 0.0049, -0.1515], // headerLine
    [21, 0.4091, -0.0472, 0.0151], // valueDigits
    [16, 0, 0.009, -0.081], // kindInline
    [15, 0, 0.0137, -0.0544], // kindColumn
    [11, 0, 0.01, -0.0701], // valueUsed
    [32, 0.5372, 0.0399, -0.0177], // fieldCandidates
    [27, 0, 0.0046, -0.1585], // textWithDate
    [17, 0, 0.0048, -0.1453], // headerLine
    [9, 0, 0.0116, -0.0558], // claimedByOther
    [21, 0.4091, -0.0446, 0.0145], // valueDigits
    [16, 0, 0.0086, -0.0765], // kindInline
    [15, 0, 0.013, -0.0511], // kindColumn
    [32, 0.5372, 0.0376, -0.0164], // fieldCandidates
    [11, 0, 0.0097, -0.0664], // valueUsed
    [21, 0.6667, -0.0231, 0.0268], // valueDigits
    [17, 0, 0.0046, -0.138], // headerLine
    [27, 0, 0.0041, -0.1502], // textWithDate
    [35, 0.5333, -0.016, 0.0364], // margin
    [16, 0, 0.0078, -0.0726], // kindInline
    [15, 0, 0.012, -0.0479], // kindColumn
    [20, 0.4628, 0.0123, -0.0458], // valueWords
    [23, 0, -0.0116, 0.0507], // typeDate
    [26, 0, -0.0088, 0.0684], // moneyWithCurrency
    [11, 0, 0.0088, -0.0648], // valueUsed
    [18, 0.7826, -0.0096, 0.0581], // position
    [17, 0, 0.0039, -0.1303], // headerLine
    [23, 0, -0.0111, 0.0496], // typeDate
    [16, 0, 0.0075, -0.0677], // kindInline
  ],
  threshold: 0.75,
};
