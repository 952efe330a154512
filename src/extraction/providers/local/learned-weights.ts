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
    [35, 0, -0.163, 0.1044], // margin
    [5, 0.7647, -0.1201, 0.1272], // fuzzy
    [34, 0.5333, -0.1278, 0.1012], // score
    [35, 0, -0.1369, 0.0846], // margin
    [5, 0.7647, -0.1026, 0.1056], // fuzzy
    [34, 0.5333, -0.1107, 0.0844], // score
    [1, 0, -0.094, 0.0947], // exact
    [35, 0, -0.1154, 0.0685], // margin
    [34, 0.5333, -0.0985, 0.0719], // score
    [1, 0, -0.0831, 0.0815], // exact
    [35, 0, -0.1039, 0.0582], // margin
    [34, 0.5333, -0.0891, 0.0619], // score
    [10, 0, -0.1184, 0.0409], // bestForField
    [5, 0.6667, -0.0817, 0.0613], // fuzzy
    [10, 0, -0.1093, 0.0367], // bestForField
    [2, 0.5, -0.0749, 0.0554], // cover
    [11, 0, 0.0234, -0.1414], // valueUsed
    [1, 0, -0.0614, 0.0611], // exact
    [35, 0, -0.0802, 0.0414], // margin
    [11, 0, 0.0214, -0.1322], // valueUsed
    [5, 0.6667, -0.0613, 0.0485], // fuzzy
    [10, 0, -0.091, 0.0291], // bestForField
    [11, 0, 0.0195, -0.1254], // valueUsed
    [2, 0.5, -0.0567, 0.0439], // cover
    [11, 0, 0.0178, -0.1197], // valueUsed
    [35, 0.3333, -0.0499, 0.0459], // margin
    [9, 0, 0.0218, -0.0908], // claimedByOther
    [11, 0, 0.0155, -0.113], // valueUsed
    [10, 0, -0.0784, 0.0234], // bestForField
    [2, 0.3333, -0.0648, 0.0267], // cover
    [1, 0, -0.0419, 0.0421], // exact
    [11, 0, 0.013, -0.1081], // valueUsed
    [10, 0, -0.0724, 0.0196], // bestForField
    [2, 0.3333, -0.0595, 0.0234], // cover
    [11, 0, 0.0108, -0.1039], // valueUsed
    [17, 0, 0.0039, -0.2025], // headerLine
    [35, 0.3333, -0.0401, 0.0343], // margin
    [9, 0, 0.0148, -0.0757], // claimedByOther
    [17, 0, 0.0042, -0.1862], // headerLine
    [11, 0, 0.0103, -0.0982], // valueUsed
    [23, 0, -0.0197, 0.0664], // typeDate
    [5, 0.6667, -0.0379, 0.0304], // fuzzy
    [17, 0, 0.0047, -0.1725], // headerLine
    [10, 0, -0.0624, 0.0165], // bestForField
    [11, 0, 0.0101, -0.0938], // valueUsed
    [13, 0, -0.0275, 0.0409], // kindCell
    [23, 0, -0.0178, 0.0649], // typeDate
    [17, 0, 0.0051, -0.1619], // headerLine
    [15, 0, 0.0138, -0.0684], // kindColumn
    [11, 0, 0.0099, -0.0904], // valueUsed
    [23, 0, -0.0162, 0.0619], // typeDate
    [6, 0.5, -0.0191, 0.0516], // ownCover
    [17, 0, 0.0052, -0.1533], // headerLine
    [1, 0, -0.0283, 0.0322], // exact
    [32, 0.4628, 0.0485, -0.0185], // fieldCandidates
    [11, 0, 0.0095, -0.0863], // valueUsed
    [13, 0, -0.0238, 0.0381], // kindCell
    [9, 0, 0.0128, -0.0611], // claimedByOther
    [17, 0, 0.0052, -0.1442], // headerLine
    [23, 0, -0.0146, 0.0596], // typeDate
    [15, 0, 0.0132, -0.0606], // kindColumn
    [11, 0, 0.0088, -0.0824], // valueUsed
    [21, 0.2581, -0.0556, 0.0133], // valueDigits
    [17, 0, 0.0051, -0.1385], // headerLine
    [10, 0, -0.0519, 0.0143], // bestForField
    [23, 0, -0.0133, 0.0558], // typeDate
    [20, 0.4628, 0.0142, -0.0506], // valueWords
    [15, 0, 0.0124, -0.0561], // kindColumn
    [11, 0, 0.0084, -0.0796], // valueUsed
    [27, 0, 0.0043, -0.1503], // textWithDate
    [17, 0, 0.0049, -0.1313], // headerLine
    [23, 0, -0.0126, 0.054], // typeDate
    [1, 0, -0.0239, 0.0282], // exact
    [13, 0, -0.0198, 0.0332], // kindCell
    [11, 0, 0.0079, -0.0766], // valueUsed
    [21, 0.5, -0.0351, 0.0176], // valueDigits
    [35, 0.3333, -0.0252, 0.0246], // margin
    [17, 0, 0.0047, -0.1262], // headerLine
    [32, 0.4628, 0.0422, -0.015], // fieldCandidates
    [27, 0, 0.004, -0.1424], // textWithDate
    [15, 0, 0.0113, -0.0504], // kindColumn
    [20, 0.4628, 0.013, -0.0455], // valueWords
    [16, 0, 0.0077, -0.073], // kindInline
    [11, 0, 0.0076, -0.0743], // valueUsed
    [21, 0.2581, -0.0477, 0.012], // valueDigits
    [6, 0.5, -0.0138, 0.0409], // ownCover
    [26, 0, -0.0077, 0.0727], // moneyWithCurrency
    [23, 0, -0.0113, 0.0502], // typeDate
    [17, 0, 0.0046, -0.1208], // headerLine
    [35, -0.2667, -0.0551, 0.0094], // margin
    [27, 0, 0.0036, -0.1336], // textWithDate
    [11, 0, 0.007, -0.0718], // valueUsed
    [15, 0, 0.0108, -0.048], // kindColumn
    [21, 0.6667, -0.0219, 0.0246], // valueDigits
    [16, 0, 0.0074, -0.0694], // kindInline
    [17, 0, 0.0041, -0.1145], // headerLine
    [23, 0, -0.0109, 0.0487], // typeDate
    [26, 0, -0.0073, 0.0686], // moneyWithCurrency
    [20, 0.4628, 0.0117, -0.0411], // valueWords
    [11, 0, 0.0068, -0.0697], // valueUsed
  ],
  threshold: 0.75,
};
