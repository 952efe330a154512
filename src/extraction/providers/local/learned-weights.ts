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
  base: 0.2242,
  stumps: [
    [34, 0.5333, -0.1613, 0.1109], // score
    [1, 0, -0.1357, 0.1212], // exact
    [35, 0, -0.1552, 0.0919], // margin
    [34, 0.5333, -0.1352, 0.0916], // score
    [5, 0.8182, -0.1097, 0.1074], // fuzzy
    [35, 0, -0.1325, 0.0767], // margin
    [1, 0, -0.1002, 0.0928], // exact
    [34, 0.5333, -0.111, 0.0742], // score
    [35, 0, -0.1172, 0.0649], // margin
    [5, 0.7143, -0.0946, 0.0761], // fuzzy
    [34, 0.5333, -0.0996, 0.0634], // score
    [35, 0, -0.1058, 0.0555], // margin
    [1, 0, -0.0811, 0.0714], // exact
    [34, 0.5333, -0.0912, 0.0551], // score
    [10, 0, -0.1174, 0.0366], // bestForField
    [11, 0, 0.0242, -0.1481], // valueUsed
    [2, 0.5, -0.0807, 0.0523], // cover
    [35, 0, -0.0874, 0.0433], // margin
    [11, 0, 0.0224, -0.1379], // valueUsed
    [1, 0, -0.0646, 0.0571], // exact
    [34, 0.5333, -0.0741, 0.0428], // score
    [11, 0, 0.0185, -0.1314], // valueUsed
    [10, 0, -0.0978, 0.0274], // bestForField
    [5, 0.6667, -0.0648, 0.0438], // fuzzy
    [11, 0, 0.0172, -0.1242], // valueUsed
    [35, 0.4, -0.0546, 0.0469], // margin
    [9, 0, 0.0212, -0.0986], // claimedByOther
    [11, 0, 0.0158, -0.1169], // valueUsed
    [2, 0.4167, -0.0743, 0.028], // cover
    [10, 0, -0.0831, 0.0232], // bestForField
    [11, 0, 0.0146, -0.1117], // valueUsed
    [1, 0, -0.045, 0.0411], // exact
    [35, 0.5333, -0.034, 0.0545], // margin
    [11, 0, 0.013, -0.1064], // valueUsed
    [2, 0.4167, -0.0639, 0.0238], // cover
    [10, 0, -0.0726, 0.0193], // bestForField
    [11, 0, 0.0121, -0.1017], // valueUsed
    [32, 0.4628, 0.0579, -0.025], // fieldCandidates
    [9, 0, 0.0152, -0.0783], // claimedByOther
    [17, 0, 0.0047, -0.1896], // headerLine
    [11, 0, 0.0112, -0.0963], // valueUsed
    [5, 0.5714, -0.0502, 0.0233], // fuzzy
    [32, 0.4628, 0.0561, -0.023], // fieldCandidates
    [10, 0, -0.0638, 0.0169], // bestForField
    [17, 0, 0.0049, -0.1763], // headerLine
    [11, 0, 0.0106, -0.0921], // valueUsed
    [32, 0.4628, 0.0529, -0.0208], // fieldCandidates
    [1, 0, -0.0331, 0.0323], // exact
    [17, 0, 0.005, -0.1649], // headerLine
    [6, 0.5, -0.0201, 0.0501], // ownCover
    [23, 0, -0.016, 0.0641], // typeDate
    [11, 0, 0.0102, -0.0878], // valueUsed
    [13, 0, -0.0242, 0.0414], // kindCell
    [9, 0, 0.0128, -0.0655], // claimedByOther
    [17, 0, 0.0051, -0.1538], // headerLine
    [32, 0.4628, 0.0501, -0.0184], // fieldCandidates
    [21, 0.4, -0.0497, 0.0167], // valueDigits
    [15, 0, 0.0138, -0.0593], // kindColumn
    [11, 0, 0.0097, -0.084], // valueUsed
    [27, 0, 0.0047, -0.1573], // textWithDate
    [17, 0, 0.005, -0.1469], // headerLine
    [23, 0, -0.0139, 0.0595], // typeDate
    [1, 0, -0.0277, 0.0284], // exact
    [13, 0, -0.0208, 0.0373], // kindCell
    [35, 0, -0.0389, 0.0196], // margin
    [11, 0, 0.0091, -0.0808], // valueUsed
    [21, 0.4, -0.0457, 0.0162], // valueDigits
    [18, 0.7778, -0.011, 0.0677], // position
    [17, 0, 0.005, -0.1385], // headerLine
    [23, 0, -0.013, 0.058], // typeDate
    [27, 0, 0.0046, -0.1486], // textWithDate
    [16, 0, 0.0085, -0.08], // kindInline
    [15, 0, 0.0129, -0.0531], // kindColumn
    [11, 0, 0.0087, -0.078], // valueUsed
    [17, 0, 0.0048, -0.1341], // headerLine
    [32, 0.4628, 0.0439, -0.0152], // fieldCandidates
    [21, 0.4, -0.0418, 0.0151], // valueDigits
    [10, 0, -0.0483, 0.013], // bestForField
    [18, 0.8261, -0.0082, 0.0794], // position
    [16, 0, 0.0082, -0.0764], // kindInline
    [11, 0, 0.0082, -0.0749], // valueUsed
    [27, 0, 0.0043, -0.1401], // textWithDate
    [17, 0, 0.0046, -0.129], // headerLine
    [15, 0, 0.0121, -0.0494], // kindColumn
    [21, 0.4, -0.04, 0.0147], // valueDigits
    [35, 0.5333, -0.0175, 0.0331], // margin
    [16, 0, 0.0074, -0.0726], // kindInline
    [11, 0, 0.0074, -0.0722], // valueUsed
    [23, 0, -0.0116, 0.052], // typeDate
    [17, 0, 0.0042, -0.1261], // headerLine
    [26, 0, -0.0083, 0.0723], // moneyWithCurrency
    [27, 0, 0.0038, -0.1332], // textWithDate
    [21, 0.6667, -0.0216, 0.0254], // valueDigits
    [18, 0.8261, -0.0076, 0.0739], // position
    [9, 0, 0.0098, -0.0527], // claimedByOther
    [15, 0, 0.0114, -0.0457], // kindColumn
    [23, 0, -0.0107, 0.05], // typeDate
    [17, 0, 0.0042, -0.1193], // headerLine
    [11, 0, 0.0072, -0.0694], // valueUsed
    [16, 0, 0.0074, -0.0683], // kindInline
  ],
  threshold: 0.7,
};
