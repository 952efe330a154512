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
  base: -2.0286,
  stumps: [
    [35, 0, -0.0718, 0.6936], // margin
    [34, 0.5333, -0.0731, 0.3912], // score
    [34, 0.5333, -0.0712, 0.2805], // score
    [34, 0.5333, -0.0694, 0.2223], // score
    [1, 0, -0.0604, 0.2138], // exact
    [35, 0, -0.0617, 0.1799], // margin
    [34, 0.5333, -0.0628, 0.1508], // score
    [34, 0.5333, -0.0612, 0.1334], // score
    [35, 0, -0.0561, 0.1327], // margin
    [1, 0, -0.0516, 0.1326], // exact
    [32, 0.5981, 0.137, -0.0498], // fieldCandidates
    [32, 0.5981, 0.1237, -0.0464], // fieldCandidates
    [1, 0, -0.0461, 0.119], // exact
    [10, 0, -0.064, 0.0711], // bestForField
    [32, 0.5981, 0.1119, -0.0425], // fieldCandidates
    [1, 0, -0.0408, 0.1047], // exact
    [32, 0.5981, 0.103, -0.0394], // fieldCandidates
    [35, 0, -0.0394, 0.0936], // margin
    [10, 0, -0.0551, 0.059], // bestForField
    [32, 0.5981, 0.0935, -0.0357], // fieldCandidates
    [1, 0, -0.0343, 0.0912], // exact
    [32, 0.5981, 0.0866, -0.033], // fieldCandidates
    [1, 0, -0.0313, 0.0849], // exact
    [32, 0.5981, 0.0802, -0.0306], // fieldCandidates
    [10, 0, -0.0469, 0.0499], // bestForField
    [11, 0, 0.0207, -0.0968], // valueUsed
    [32, 0.5981, 0.0747, -0.0283], // fieldCandidates
    [5, 0.5714, -0.033, 0.0629], // fuzzy
    [11, 0, 0.0195, -0.0947], // valueUsed
    [24, 0, 0.0406, -0.0463], // typeText
    [1, 0, -0.0252, 0.071], // exact
    [32, 0.7686, 0.0484, -0.036], // fieldCandidates
    [11, 0, 0.0189, -0.0924], // valueUsed
    [10, 0, -0.0386, 0.0403], // bestForField
    [24, 0, 0.0366, -0.0425], // typeText
    [11, 0, 0.0172, -0.0898], // valueUsed
    [32, 0.5981, 0.0617, -0.0233], // fieldCandidates
    [11, 0, 0.0161, -0.0871], // valueUsed
    [5, 0.5714, -0.0263, 0.0516], // fuzzy
    [32, 0.7686, 0.042, -0.0314], // fieldCandidates
    [11, 0, 0.0152, -0.0846], // valueUsed
    [24, 0, 0.0325, -0.038], // typeText
    [1, 0, -0.0197, 0.0589], // exact
    [11, 0, 0.0139, -0.0816], // valueUsed
    [32, 0.7686, 0.0383, -0.0288], // fieldCandidates
    [25, 0, -0.0051, 0.1934], // typeOther
    [5, 0.5714, -0.0222, 0.045], // fuzzy
    [11, 0, 0.013, -0.0788], // valueUsed
    [24, 0, 0.0293, -0.035], // typeText
    [17, 0, 0.0075, -0.1263], // headerLine
    [11, 0, 0.0119, -0.0763], // valueUsed
    [32, 0.5981, 0.0491, -0.0187], // fieldCandidates
    [10, 0, -0.0291, 0.0302], // bestForField
    [17, 0, 0.0071, -0.1252], // headerLine
    [28, 0, 0.0102, -0.0841], // textStartsWithDigit
    [11, 0, 0.0112, -0.0741], // valueUsed
    [32, 0.904, 0.0212, -0.0386], // fieldCandidates
    [17, 0, 0.0065, -0.1228], // headerLine
    [32, 0.5981, 0.0441, -0.0173], // fieldCandidates
    [9, 0, 0.0202, -0.038], // claimedByOther
    [17, 0, 0.0061, -0.1208], // headerLine
    [11, 0, 0.0104, -0.0716], // valueUsed
    [28, 0, 0.0091, -0.0813], // textStartsWithDigit
    [25, 0, -0.0048, 0.1517], // typeOther
    [1, 0, -0.015, 0.0457], // exact
    [24, 0, 0.0233, -0.0299], // typeText
    [17, 0, 0.0057, -0.1183], // headerLine
    [11, 0, 0.0096, -0.0689], // valueUsed
    [32, 0.5981, 0.041, -0.0162], // fieldCandidates
    [17, 0, 0.0054, -0.1158], // headerLine
    [28, 0, 0.008, -0.0775], // textStartsWithDigit
    [11, 0, 0.009, -0.0666], // valueUsed
    [32, 0.7686, 0.0276, -0.022], // fieldCandidates
    [26, 0, -0.0057, 0.1005], // moneyWithCurrency
    [10, 0, -0.0237, 0.0245], // bestForField
    [17, 0, 0.0052, -0.1136], // headerLine
    [11, 0, 0.0086, -0.0641], // valueUsed
    [32, 0.904, 0.0171, -0.0324], // fieldCandidates
    [28, 0, 0.0072, -0.0743], // textStartsWithDigit
    [17, 0, 0.0047, -0.1103], // headerLine
    [25, 0, -0.0042, 0.121], // typeOther
    [23, 0, -0.0104, 0.0486], // typeDate
    [1, 0, -0.0128, 0.0397], // exact
    [11, 0, 0.0081, -0.0621], // valueUsed
    [26, 0, -0.0054, 0.0912], // moneyWithCurrency
    [17, 0, 0.0045, -0.1077], // headerLine
    [23, 0, -0.0102, 0.0473], // typeDate
    [11, 0, 0.0076, -0.0601], // valueUsed
    [28, 0, 0.0064, -0.0709], // textStartsWithDigit
    [17, 0, 0.0041, -0.1054], // headerLine
    [25, 0, -0.0041, 0.1108], // typeOther
    [9, 0, 0.0145, -0.0297], // claimedByOther
    [23, 0, -0.0098, 0.0451], // typeDate
    [27, 0, 0.004, -0.1032], // textWithDate
    [26, 0, -0.0051, 0.0835], // moneyWithCurrency
    [11, 0, 0.007, -0.0577], // valueUsed
    [17, 0, 0.0039, -0.103], // headerLine
    [32, 0.904, 0.0142, -0.0281], // fieldCandidates
    [27, 0, 0.0036, -0.1019], // textWithDate
    [10, 0, -0.0195, 0.0193], // bestForField
  ],
  threshold: 0.75,
};
