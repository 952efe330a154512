import type { TLearnedModel } from './learned-model.ts';

// Written by `npm run train:extraction` (bench/extraction/train.ts) from the development sets; do not edit by hand.
// Retrain after changing the features (learned-features.ts) or the rules (the fallback sees what they leave empty).
// The threshold is the one of the largest value in cross validation: right fills - 2 x wrong fills (1: none
// was worth more than filling nothing; bench/extraction/retrain-rules.ts).
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
  base: 0.0819,
  stumps: [
    [5, 0.75, -0.1245, 0.1347], // fuzzy
    [34, 0.5333, -0.1315, 0.1087], // score
    [35, 0, -0.1478, 0.0854], // margin
    [34, 0.5333, -0.1214, 0.0947], // score
    [5, 0.75, -0.1052, 0.1026], // fuzzy
    [35, 0, -0.1283, 0.0701], // margin
    [1, 0, -0.0912, 0.0955], // exact
    [34, 0.5333, -0.1005, 0.0754], // score
    [35, 0, -0.1145, 0.0584], // margin
    [34, 0.5333, -0.0958, 0.0673], // score
    [1, 0, -0.0816, 0.0779], // exact
    [35, 0, -0.1037, 0.0493], // margin
    [34, 0.5333, -0.087, 0.0579], // score
    [5, 0.75, -0.0752, 0.0659], // fuzzy
    [10, 0, -0.1138, 0.0339], // bestForField
    [2, 0.5, -0.0757, 0.0525], // cover
    [10, 0, -0.1055, 0.0305], // bestForField
    [1, 0, -0.0613, 0.059], // exact
    [11, 0, 0.0186, -0.1357], // valueUsed
    [35, 0, -0.0802, 0.0349], // margin
    [5, 0.6667, -0.0612, 0.0471], // fuzzy
    [11, 0, 0.0172, -0.1273], // valueUsed
    [2, 0.4444, -0.0725, 0.0328], // cover
    [10, 0, -0.088, 0.0246], // bestForField
    [11, 0, 0.0158, -0.1207], // valueUsed
    [9, 0, 0.0204, -0.0929], // claimedByOther
    [5, 0.6667, -0.0492, 0.0392], // fuzzy
    [11, 0, 0.014, -0.1131], // valueUsed
    [10, 0, -0.0789, 0.0212], // bestForField
    [2, 0.4444, -0.0592, 0.0269], // cover
    [11, 0, 0.0128, -0.1077], // valueUsed
    [17, 0, 0.0069, -0.1689], // headerLine
    [35, 0, -0.058, 0.0248], // margin
    [34, 0.8, -0.0224, 0.0683], // score
    [11, 0, 0.012, -0.1023], // valueUsed
    [17, 0, 0.007, -0.1539], // headerLine
    [9, 0, 0.0161, -0.0761], // claimedByOther
    [13, 0, -0.0287, 0.0435], // kindCell
    [10, 0, -0.066, 0.0176], // bestForField
    [11, 0, 0.011, -0.0969], // valueUsed
    [17, 0, 0.007, -0.1411], // headerLine
    [23, 0, -0.0182, 0.0645], // typeDate
    [1, 0, -0.0307, 0.0354], // exact
    [13, 0, -0.026, 0.0414], // kindCell
    [11, 0, 0.0106, -0.0928], // valueUsed
    [17, 0, 0.007, -0.1315], // headerLine
    [23, 0, -0.017, 0.063], // typeDate
    [35, 0.2667, -0.0364, 0.0268], // margin
    [21, 0.3636, -0.0537, 0.0172], // valueDigits
    [9, 0, 0.0138, -0.0656], // claimedByOther
    [15, 0, 0.0128, -0.0712], // kindColumn
    [17, 0, 0.0071, -0.1266], // headerLine
    [11, 0, 0.0098, -0.088], // valueUsed
    [23, 0, -0.0154, 0.0588], // typeDate
    [13, 0, -0.0227, 0.0381], // kindCell
    [34, 0.8, -0.0153, 0.0557], // score
    [17, 0, 0.0068, -0.1175], // headerLine
    [35, -0.1333, -0.0556, 0.0145], // margin
    [23, 0, -0.0145, 0.0567], // typeDate
    [11, 0, 0.0092, -0.0847], // valueUsed
    [21, 0.3636, -0.0476, 0.0161], // valueDigits
    [15, 0, 0.0117, -0.0638], // kindColumn
    [17, 0, 0.0066, -0.1134], // headerLine
    [1, 0, -0.0241, 0.0296], // exact
    [23, 0, -0.0134, 0.0534], // typeDate
    [11, 0, 0.0086, -0.0811], // valueUsed
    [17, 0, 0.0063, -0.1083], // headerLine
    [35, -0.2667, -0.0634, 0.0104], // margin
    [13, 0, -0.02, 0.0342], // kindCell
    [23, 0, -0.0128, 0.0513], // typeDate
    [11, 0, 0.0078, -0.078], // valueUsed
    [26, 0, -0.0092, 0.0715], // moneyWithCurrency
    [15, 0, 0.0106, -0.0576], // kindColumn
    [20, 0.4628, 0.0149, -0.0424], // valueWords
    [5, 0.5833, -0.0312, 0.0189], // fuzzy
    [23, 0, -0.0123, 0.0496], // typeDate
    [17, 0, 0.0058, -0.1013], // headerLine
    [9, 0, 0.0107, -0.0537], // claimedByOther
    [21, 0.3636, -0.0404, 0.014], // valueDigits
    [35, 0.2667, -0.0276, 0.0205], // margin
    [11, 0, 0.0073, -0.0743], // valueUsed
    [15, 0, 0.0102, -0.0543], // kindColumn
    [17, 0, 0.0057, -0.0966], // headerLine
    [23, 0, -0.0116, 0.0483], // typeDate
    [26, 0, -0.0084, 0.0669], // moneyWithCurrency
    [21, 0.6667, -0.0199, 0.026], // valueDigits
    [35, -0.2667, -0.0572, 0.0091], // margin
    [27, 0, 0.0035, -0.1373], // textWithDate
    [11, 0, 0.0067, -0.0716], // valueUsed
    [20, 0.4628, 0.0131, -0.0373], // valueWords
    [23, 0, -0.0111, 0.0459], // typeDate
    [15, 0, 0.0095, -0.0509], // kindColumn
    [17, 0, 0.0052, -0.0915], // headerLine
    [26, 0, -0.0079, 0.0624], // moneyWithCurrency
    [35, -0.2667, -0.0541, 0.0082], // margin
    [23, 0, -0.0106, 0.0437], // typeDate
    [11, 0, 0.0063, -0.0692], // valueUsed
    [20, 0.4628, 0.0125, -0.0354], // valueWords
    [16, 0, 0.0069, -0.0626], // kindInline
    [15, 0, 0.009, -0.048], // kindColumn
  ],
  threshold: 0.6,
};
