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
  base: 0.2477,
  stumps: [
    [34, 0.5333, -0.1634, 0.1114], // score
    [5, 0.75, -0.1433, 0.116], // fuzzy
    [35, 0, -0.1607, 0.0902], // margin
    [34, 0.5333, -0.1375, 0.0923], // score
    [1, 0, -0.1178, 0.1027], // exact
    [35, 0, -0.1376, 0.0754], // margin
    [34, 0.5333, -0.1213, 0.0787], // score
    [34, 0.5333, -0.1203, 0.0729], // score
    [1, 0, -0.1039, 0.0841], // exact
    [35, 0, -0.1236, 0.0608], // margin
    [34, 0.5333, -0.1093, 0.0633], // score
    [34, 0.5333, -0.1093, 0.0585], // score
    [35, 0, -0.118, 0.0506], // margin
    [1, 0, -0.0906, 0.0689], // exact
    [34, 0.5333, -0.1007, 0.0514], // score
    [35, 0, -0.1076, 0.0439], // margin
    [34, 0.5333, -0.0981, 0.0468], // score
    [1, 0, -0.0831, 0.0582], // exact
    [34, 0.5333, -0.094, 0.0419], // score
    [35, 0, -0.1008, 0.0367], // margin
    [35, 0.5333, -0.0624, 0.0729], // margin
    [34, 0.5333, -0.0896, 0.0372], // score
    [1, 0, -0.0749, 0.0485], // exact
    [9, 0, 0.0178, -0.1197], // claimedByOther
    [35, 0.5333, -0.0552, 0.0653], // margin
    [11, 0, 0.0107, -0.1384], // valueUsed
    [34, 0.5333, -0.0788, 0.0317], // score
    [35, -0.0667, -0.1016, 0.018], // margin
    [2, 0.5, -0.0735, 0.0319], // cover
    [11, 0, 0.0096, -0.1307], // valueUsed
    [2, 0.3333, -0.087, 0.0199], // cover
    [9, 0, 0.0137, -0.1019], // claimedByOther
    [35, 0, -0.0712, 0.0259], // margin
    [11, 0, 0.0092, -0.121], // valueUsed
    [2, 0.3333, -0.0794, 0.0189], // cover
    [35, 0.5333, -0.0408, 0.0524], // margin
    [1, 0, -0.0509, 0.0357], // exact
    [11, 0, 0.0086, -0.1137], // valueUsed
    [2, 0.3333, -0.0724, 0.0173], // cover
    [11, 0, 0.0073, -0.1083], // valueUsed
    [35, -0.0667, -0.0761, 0.0145], // margin
    [15, 0, 0.0114, -0.0855], // kindColumn
    [9, 0, 0.0122, -0.0828], // claimedByOther
    [32, 0.5372, 0.0488, -0.032], // fieldCandidates
    [17, 0, 0.0018, -0.2117], // headerLine
    [11, 0, 0.0093, -0.0995], // valueUsed
    [32, 0.5372, 0.0479, -0.0285], // fieldCandidates
    [2, 0.3333, -0.0615, 0.0182], // cover
    [15, 0, 0.0131, -0.0755], // kindColumn
    [17, 0, 0.0027, -0.1979], // headerLine
    [1, 0, -0.037, 0.032], // exact
    [11, 0, 0.0096, -0.0935], // valueUsed
    [32, 0.5372, 0.0469, -0.0258], // fieldCandidates
    [13, 0, -0.0277, 0.0418], // kindCell
    [17, 0, 0.0041, -0.1814], // headerLine
    [32, 0.5981, 0.0395, -0.0272], // fieldCandidates
    [9, 0, 0.0142, -0.0698], // claimedByOther
    [15, 0, 0.0144, -0.0648], // kindColumn
    [11, 0, 0.0105, -0.0874], // valueUsed
    [17, 0, 0.0048, -0.1718], // headerLine
    [16, 0, 0.0088, -0.1], // kindInline
    [32, 0.5981, 0.0383, -0.0247], // fieldCandidates
    [27, 0, 0.0055, -0.1553], // textWithDate
    [13, 0, -0.0229, 0.0387], // kindCell
    [11, 0, 0.0105, -0.0837], // valueUsed
    [17, 0, 0.005, -0.1606], // headerLine
    [32, 0.5981, 0.0373, -0.0231], // fieldCandidates
    [1, 0, -0.0284, 0.0294], // exact
    [15, 0, 0.0144, -0.0581], // kindColumn
    [27, 0, 0.0054, -0.1483], // textWithDate
    [11, 0, 0.0099, -0.0789], // valueUsed
    [16, 0, 0.0089, -0.0889], // kindInline
    [17, 0, 0.0051, -0.1531], // headerLine
    [23, 0, -0.0135, 0.0569], // typeDate
    [9, 0, 0.0123, -0.0594], // claimedByOther
    [15, 0, 0.0135, -0.0549], // kindColumn
    [21, 0.2857, -0.0579, 0.0125], // valueDigits
    [17, 0, 0.0048, -0.1469], // headerLine
    [27, 0, 0.0048, -0.1434], // textWithDate
    [16, 0, 0.0083, -0.0836], // kindInline
    [11, 0, 0.009, -0.0754], // valueUsed
    [32, 0.5981, 0.0344, -0.0207], // fieldCandidates
    [21, 0.6667, -0.024, 0.0279], // valueDigits
    [35, -0.0667, -0.0493, 0.0137], // margin
    [15, 0, 0.0131, -0.0512], // kindColumn
    [17, 0, 0.0048, -0.1398], // headerLine
    [27, 0, 0.0046, -0.1369], // textWithDate
    [16, 0, 0.008, -0.0779], // kindInline
    [11, 0, 0.0086, -0.0719], // valueUsed
    [21, 0.2857, -0.0537, 0.0119], // valueDigits
    [32, 0.5981, 0.0328, -0.0194], // fieldCandidates
    [17, 0, 0.0047, -0.1331], // headerLine
    [15, 0, 0.0125, -0.0479], // kindColumn
    [9, 0, 0.0111, -0.0536], // claimedByOther
    [23, 0, -0.0112, 0.051], // typeDate
    [26, 0, -0.0086, 0.0669], // moneyWithCurrency
    [20, 0.4628, 0.0126, -0.0467], // valueWords
    [16, 0, 0.0078, -0.073], // kindInline
    [11, 0, 0.0083, -0.0688], // valueUsed
    [21, 0.6667, -0.0219, 0.0257], // valueDigits
  ],
  threshold: 0.7,
};
