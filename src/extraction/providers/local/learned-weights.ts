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
  base: -1.7252,
  stumps: [
    [34, 0.5333, -0.0801, 0.5361], // score
    [35, 0, -0.0801, 0.3443], // margin
    [34, 0.5333, -0.0756, 0.2708], // score
    [34, 0.5333, -0.0738, 0.2201], // score
    [35, 0, -0.0734, 0.186], // margin
    [34, 0.5333, -0.0698, 0.1686], // score
    [1, 0, -0.0624, 0.1684], // exact
    [34, 0.5333, -0.0655, 0.1379], // score
    [35, 0, -0.0648, 0.1253], // margin
    [5, 0.6667, -0.0602, 0.1226], // fuzzy
    [34, 0.5333, -0.059, 0.11], // score
    [1, 0, -0.0524, 0.1164], // exact
    [35, 0, -0.0556, 0.0971], // margin
    [34, 0.5333, -0.0527, 0.0916], // score
    [1, 0, -0.0465, 0.0988], // exact
    [32, 0.4628, 0.0993, -0.0443], // fieldCandidates
    [35, 0, -0.0477, 0.0799], // margin
    [1, 0, -0.0407, 0.0888], // exact
    [32, 0.4628, 0.0904, -0.0402], // fieldCandidates
    [10, 0, -0.0609, 0.0482], // bestForField
    [32, 0.5372, 0.0697, -0.0415], // fieldCandidates
    [5, 0.6667, -0.038, 0.0729], // fuzzy
    [10, 0, -0.0548, 0.0428], // bestForField
    [32, 0.5372, 0.0649, -0.0377], // fieldCandidates
    [11, 0, 0.0205, -0.1032], // valueUsed
    [9, 0, 0.0328, -0.0638], // claimedByOther
    [32, 0.5981, 0.0539, -0.0397], // fieldCandidates
    [11, 0, 0.0191, -0.0995], // valueUsed
    [1, 0, -0.0279, 0.072], // exact
    [23, 0, -0.0216, 0.0925], // typeDate
    [11, 0, 0.0179, -0.0967], // valueUsed
    [32, 0.5981, 0.0499, -0.0354], // fieldCandidates
    [11, 0, 0.017, -0.0938], // valueUsed
    [25, 0, -0.0072, 0.2549], // typeOther
    [1, 0, -0.024, 0.0664], // exact
    [23, 0, -0.0188, 0.0862], // typeDate
    [11, 0, 0.0159, -0.0908], // valueUsed
    [24, 0, 0.0328, -0.0437], // typeText
    [25, 0, -0.0065, 0.2278], // typeOther
    [9, 0, 0.0265, -0.0515], // claimedByOther
    [32, 0.5981, 0.0441, -0.0304], // fieldCandidates
    [11, 0, 0.0149, -0.0874], // valueUsed
    [23, 0, -0.016, 0.0773], // typeDate
    [1, 0, -0.0204, 0.0597], // exact
    [11, 0, 0.0137, -0.0847], // valueUsed
    [24, 0, 0.0294, -0.0391], // typeText
    [10, 0, -0.0367, 0.031], // bestForField
    [25, 0, -0.0057, 0.1949], // typeOther
    [23, 0, -0.0147, 0.0711], // typeDate
    [11, 0, 0.0128, -0.0825], // valueUsed
    [35, 0.6, -0.0138, 0.0734], // margin
    [32, 0.5981, 0.0369, -0.0253], // fieldCandidates
    [17, 0, 0.007, -0.1441], // headerLine
    [11, 0, 0.0121, -0.0792], // valueUsed
    [24, 0, 0.0263, -0.0352], // typeText
    [1, 0, -0.0168, 0.0516], // exact
    [25, 0, -0.0051, 0.1675], // typeOther
    [17, 0, 0.0064, -0.141], // headerLine
    [23, 0, -0.0133, 0.0653], // typeDate
    [11, 0, 0.0113, -0.0771], // valueUsed
    [9, 0, 0.0198, -0.0404], // claimedByOther
    [17, 0, 0.0058, -0.1397], // headerLine
    [23, 0, -0.0128, 0.0625], // typeDate
    [25, 0, -0.005, 0.1517], // typeOther
    [11, 0, 0.0101, -0.0737], // valueUsed
    [17, 0, 0.0054, -0.1373], // headerLine
    [32, 0.5981, 0.0325, -0.0225], // fieldCandidates
    [35, 0.6, -0.0108, 0.0645], // margin
    [26, 0, -0.0067, 0.0996], // moneyWithCurrency
    [17, 0, 0.0053, -0.1332], // headerLine
    [23, 0, -0.0117, 0.0581], // typeDate
    [11, 0, 0.0098, -0.0719], // valueUsed
    [28, 0, 0.0082, -0.0835], // textStartsWithDigit
    [10, 0, -0.0275, 0.0229], // bestForField
    [17, 0, 0.0048, -0.1314], // headerLine
    [24, 0, 0.021, -0.0299], // typeText
    [11, 0, 0.0089, -0.0692], // valueUsed
    [32, 0.6941, 0.0226, -0.0274], // fieldCandidates
    [27, 0, 0.0056, -0.1106], // textWithDate
    [17, 0, 0.0046, -0.128], // headerLine
    [26, 0, -0.0063, 0.0904], // moneyWithCurrency
    [23, 0, -0.0108, 0.0525], // typeDate
    [11, 0, 0.0087, -0.0677], // valueUsed
    [25, 0, -0.0044, 0.1251], // typeOther
    [1, 0, -0.0132, 0.0423], // exact
    [28, 0, 0.0071, -0.0787], // textStartsWithDigit
    [17, 0, 0.0043, -0.1247], // headerLine
    [23, 0, -0.0105, 0.0502], // typeDate
    [11, 0, 0.0081, -0.0653], // valueUsed
    [27, 0, 0.0048, -0.1089], // textWithDate
    [26, 0, -0.006, 0.0843], // moneyWithCurrency
    [32, 0.7335, 0.0177, -0.0277], // fieldCandidates
    [17, 0, 0.004, -0.122], // headerLine
    [9, 0, 0.0148, -0.0323], // claimedByOther
    [25, 0, -0.0043, 0.1116], // typeOther
    [27, 0, 0.0043, -0.1074], // textWithDate
    [23, 0, -0.01, 0.0466], // typeDate
    [11, 0, 0.0075, -0.063], // valueUsed
    [17, 0, 0.0037, -0.1189], // headerLine
    [28, 0, 0.0059, -0.0741], // textStartsWithDigit
  ],
  threshold: 0.7,
};
