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
  base: 0.2222,
  stumps: [
    [1, 0, -0.1426, 0.133], // exact
    [34, 0.5333, -0.1511, 0.1074], // score
    [35, 0, -0.1589, 0.0925], // margin
    [34, 0.5333, -0.1389, 0.0945], // score
    [1, 0, -0.1196, 0.1043], // exact
    [34, 0.5333, -0.1281, 0.0834], // score
    [35, 0, -0.1375, 0.073], // margin
    [5, 0.8182, -0.0998, 0.0951], // fuzzy
    [34, 0.5333, -0.1138, 0.0714], // score
    [35, 0, -0.1225, 0.0623], // margin
    [1, 0, -0.0942, 0.0795], // exact
    [34, 0.5333, -0.1041, 0.0622], // score
    [35, 0, -0.1114, 0.0537], // margin
    [34, 0.5333, -0.101, 0.0563], // score
    [1, 0, -0.0864, 0.0669], // exact
    [35, 0, -0.1023, 0.0466], // margin
    [34, 0.5333, -0.0939, 0.0497], // score
    [34, 0.5333, -0.0942, 0.0458], // score
    [5, 0.7143, -0.0842, 0.0525], // fuzzy
    [35, 0, -0.0961, 0.0388], // margin
    [35, 0.5333, -0.0598, 0.0742], // margin
    [9, 0, 0.0234, -0.118], // claimedByOther
    [1, 0, -0.0687, 0.0515], // exact
    [35, 0.5333, -0.0519, 0.0684], // margin
    [11, 0, 0.0144, -0.1329], // valueUsed
    [2, 0.5, -0.071, 0.0385], // cover
    [9, 0, 0.0206, -0.1029], // claimedByOther
    [10, 0, -0.0925, 0.0222], // bestForField
    [11, 0, 0.0138, -0.1227], // valueUsed
    [1, 0, -0.0529, 0.0431], // exact
    [35, 0.5333, -0.0398, 0.0591], // margin
    [11, 0, 0.0127, -0.1156], // valueUsed
    [2, 0.4167, -0.0722, 0.0244], // cover
    [9, 0, 0.0171, -0.0871], // claimedByOther
    [10, 0, -0.0782, 0.019], // bestForField
    [11, 0, 0.0119, -0.1077], // valueUsed
    [5, 0.7143, -0.0447, 0.0341], // fuzzy
    [11, 0, 0.0111, -0.1018], // valueUsed
    [32, 0.5372, 0.0528, -0.0307], // fieldCandidates
    [35, 0, -0.0526, 0.0253], // margin
    [15, 0, 0.0152, -0.0794], // kindColumn
    [2, 0.4167, -0.0575, 0.0216], // cover
    [11, 0, 0.0115, -0.0958], // valueUsed
    [32, 0.5372, 0.0505, -0.0267], // fieldCandidates
    [17, 0, 0.0049, -0.2038], // headerLine
    [9, 0, 0.0155, -0.0706], // claimedByOther
    [15, 0, 0.0153, -0.0718], // kindColumn
    [32, 0.5372, 0.0486, -0.0241], // fieldCandidates
    [17, 0, 0.0055, -0.1917], // headerLine
    [11, 0, 0.0117, -0.0895], // valueUsed
    [1, 0, -0.0321, 0.0325], // exact
    [32, 0.5372, 0.0477, -0.0224], // fieldCandidates
    [17, 0, 0.0058, -0.1794], // headerLine
    [13, 0, -0.0241, 0.042], // kindCell
    [11, 0, 0.0113, -0.0849], // valueUsed
    [32, 0.5372, 0.0465, -0.021], // fieldCandidates
    [27, 0, 0.0065, -0.1529], // textWithDate
    [15, 0, 0.0152, -0.0627], // kindColumn
    [17, 0, 0.0057, -0.1688], // headerLine
    [16, 0, 0.0096, -0.0945], // kindInline
    [11, 0, 0.0107, -0.0813], // valueUsed
    [27, 0, 0.0057, -0.1468], // textWithDate
    [32, 0.5372, 0.0436, -0.0193], // fieldCandidates
    [17, 0, 0.0056, -0.1605], // headerLine
    [15, 0, 0.0145, -0.0585], // kindColumn
    [9, 0, 0.0139, -0.0597], // claimedByOther
    [16, 0, 0.0092, -0.0883], // kindInline
    [35, -0.1333, -0.0527, 0.0146], // margin
    [17, 0, 0.0051, -0.1527], // headerLine
    [23, 0, -0.0134, 0.0595], // typeDate
    [11, 0, 0.0098, -0.0771], // valueUsed
    [13, 0, -0.0207, 0.0371], // kindCell
    [27, 0, 0.0053, -0.1413], // textWithDate
    [32, 0.5981, 0.0343, -0.0204], // fieldCandidates
    [21, 0.6667, -0.0242, 0.0293], // valueDigits
    [15, 0, 0.0134, -0.0532], // kindColumn
    [17, 0, 0.005, -0.1454], // headerLine
    [1, 0, -0.0255, 0.0274], // exact
    [11, 0, 0.0094, -0.0737], // valueUsed
    [16, 0, 0.0085, -0.081], // kindInline
    [23, 0, -0.0121, 0.0557], // typeDate
    [27, 0, 0.005, -0.1334], // textWithDate
    [17, 0, 0.0046, -0.1399], // headerLine
    [15, 0, 0.0126, -0.0511], // kindColumn
    [11, 0, 0.0087, -0.071], // valueUsed
    [21, 0.6667, -0.023, 0.0274], // valueDigits
    [32, 0.5981, 0.0323, -0.0189], // fieldCandidates
    [26, 0, -0.0087, 0.069], // moneyWithCurrency
    [16, 0, 0.0082, -0.0744], // kindInline
    [17, 0, 0.0046, -0.1319], // headerLine
    [9, 0, 0.0114, -0.0512], // claimedByOther
    [23, 0, -0.011, 0.0528], // typeDate
    [15, 0, 0.0122, -0.0478], // kindColumn
    [20, 0.4628, 0.0127, -0.0461], // valueWords
    [27, 0, 0.0045, -0.1261], // textWithDate
    [11, 0, 0.0083, -0.0681], // valueUsed
    [21, 0.2778, -0.0492, 0.0118], // valueDigits
    [16, 0, 0.0075, -0.0713], // kindInline
    [15, 0, 0.0115, -0.0453], // kindColumn
    [17, 0, 0.0041, -0.1262], // headerLine
  ],
  threshold: 0.7,
};
