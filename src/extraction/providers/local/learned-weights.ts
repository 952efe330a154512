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
    'roleOwn',
    'roleOther',
    'addressed',
    'topLines',
    'bottomLines',
    'tableRow',
    'shapeFits',
    'shapeMisfits',
    'synonymAbove',
    'valueUsedLoose',
  ],
  base: 0.0969,
  // biome-ignore format: three stumps a line, as the trainer writes them.
  stumps: [
    [5, 0.75, -0.1229, 0.1339], [34, 0.5333, -0.1298, 0.1072], [35, 0, -0.1501, 0.0849], // fuzzy, score, margin
    [5, 0.75, -0.1041, 0.109], [34, 0.5333, -0.1117, 0.0882], [35, 0, -0.1304, 0.0699], // fuzzy, score, margin
    [1, 0, -0.0895, 0.0956], [34, 0.5333, -0.0988, 0.0744], [35, 0, -0.1163, 0.0585], // exact, score, margin
    [1, 0, -0.0792, 0.082], [35, 0, -0.1046, 0.0524], [34, 0.5333, -0.0863, 0.0619], // exact, margin, score
    [34, 0.5333, -0.0854, 0.057], [5, 0.75, -0.0738, 0.0657], [10, 0, -0.1148, 0.0337], // score, fuzzy, bestForField
    [49, 0, 0.0243, -0.1404], [35, 0, -0.0897, 0.0386], [49, 0, 0.0221, -0.1315], // valueUsedLoose, margin, valueUsedLoose
    [2, 0.5, -0.0688, 0.0502], [1, 0, -0.0566, 0.0573], [49, 0, 0.0206, -0.122], // cover, exact, valueUsedLoose
    [10, 0, -0.0954, 0.0273], [49, 0, 0.0186, -0.1154], [2, 0.4444, -0.0722, 0.0333], // bestForField, valueUsedLoose, cover
    [10, 0, -0.088, 0.0243], [5, 0.6667, -0.0523, 0.0426], [49, 0, 0.0173, -0.1084], // bestForField, fuzzy, valueUsedLoose
    [35, 0.2667, -0.0531, 0.0366], [49, 0, 0.0159, -0.1026], [2, 0.4444, -0.0601, 0.0282], // margin, valueUsedLoose, cover
    [10, 0, -0.0767, 0.0204], [17, 0, 0.0075, -0.1757], [49, 0, 0.0149, -0.0971], // bestForField, headerLine, valueUsedLoose
    [9, 0, 0.0169, -0.081], [17, 0, 0.0074, -0.1605], [10, 0, -0.0705, 0.0186], // claimedByOther, headerLine, bestForField
    [5, 0.6667, -0.0393, 0.0342], [49, 0, 0.0135, -0.0906], [17, 0, 0.0073, -0.1472], // fuzzy, valueUsedLoose, headerLine
    [35, 0.2667, -0.0409, 0.0291], [13, 0, -0.0271, 0.0451], [47, 0, 0.0059, -0.1717], // margin, kindCell, shapeMisfits
    [49, 0, 0.0127, -0.0855], [15, 0, 0.0135, -0.0797], [17, 0, 0.0073, -0.1358], // valueUsedLoose, kindColumn, headerLine
    [1, 0, -0.0296, 0.0357], [47, 0, 0.0056, -0.1619], [10, 0, -0.0607, 0.0161], // exact, shapeMisfits, bestForField
    [49, 0, 0.0117, -0.0803], [13, 0, -0.0241, 0.0422], [23, 0, -0.0165, 0.0602], // valueUsedLoose, kindCell, typeDate
    [17, 0, 0.0074, -0.1279], [15, 0, 0.0127, -0.0721], [9, 0, 0.0137, -0.0659], // headerLine, kindColumn, claimedByOther
    [47, 0, 0.0054, -0.1534], [17, 0, 0.0069, -0.1199], [23, 0, -0.0156, 0.0582], // shapeMisfits, headerLine, typeDate
    [34, 0.8, -0.0154, 0.0552], [49, 0, 0.0108, -0.0753], [15, 0, 0.012, -0.0668], // score, valueUsedLoose, kindColumn
    [17, 0, 0.0067, -0.1141], [23, 0, -0.0145, 0.0553], [35, 0.2667, -0.0319, 0.0238], // headerLine, typeDate, margin
    [47, 0, 0.0052, -0.1443], [13, 0, -0.0204, 0.0373], [49, 0, 0.0102, -0.0715], // shapeMisfits, kindCell, valueUsedLoose
    [5, 0.5, -0.0403, 0.0177], [17, 0, 0.0065, -0.1076], [23, 0, -0.0136, 0.0528], // fuzzy, headerLine, typeDate
    [35, -0.2222, -0.0637, 0.0107], [21, 0.3333, -0.0445, 0.0152], [15, 0, 0.011, -0.0604], // margin, valueDigits, kindColumn
    [17, 0, 0.0061, -0.1035], [9, 0, 0.0114, -0.0567], [47, 0, 0.0047, -0.1349], // headerLine, claimedByOther, shapeMisfits
    [49, 0, 0.0091, -0.067], [13, 0, -0.0181, 0.0335], [32, 0.4628, 0.0397, -0.0156], // valueUsedLoose, kindCell, fieldCandidates
    [17, 0, 0.0058, -0.0976], [35, 0, -0.0365, 0.0159], [21, 0.3333, -0.0407, 0.0141], // headerLine, margin, valueDigits
    [47, 0, 0.0042, -0.1262], [15, 0, 0.0101, -0.0549], [1, 0, -0.0207, 0.0265], // shapeMisfits, kindColumn, exact
    [26, 0, -0.0086, 0.0655], [23, 0, -0.012, 0.0474], [49, 0, 0.0085, -0.0638], // moneyWithCurrency, typeDate, valueUsedLoose
    [17, 0, 0.0057, -0.0946], [44, 0.1, 0.0556, -0.0095], [35, -0.3333, -0.0645, 0.008], // headerLine, bottomLines, margin
    [23, 0, -0.0114, 0.0453], [26, 0, -0.0079, 0.0619], [17, 0, 0.0053, -0.0893], // typeDate, moneyWithCurrency, headerLine
    [49, 0, 0.0079, -0.0603], [15, 0, 0.0095, -0.0506], [47, 0, 0.004, -0.118], // valueUsedLoose, kindColumn, shapeMisfits
    [35, 0.2667, -0.025, 0.0186], [21, 0.6667, -0.0187, 0.0245], [16, 0, 0.0071, -0.0644], // margin, valueDigits, kindInline
    [23, 0, -0.0105, 0.0428], [17, 0, 0.0052, -0.0862], [25, 0, -0.003, 0.1515], // typeDate, headerLine, typeOther
    [34, 0.8, -0.0105, 0.0416], [26, 0, -0.0074, 0.0584], [27, 0, 0.0035, -0.1234], // score, moneyWithCurrency, textWithDate
    [49, 0, 0.0075, -0.0574], [15, 0, 0.009, -0.0474], [21, 0.3333, -0.0342, 0.0123], // valueUsedLoose, kindColumn, valueDigits
    [35, -0.3333, -0.0589, 0.007], [44, 0.1, 0.05, -0.0084], [23, 0, -0.0101, 0.0409], // margin, bottomLines, typeDate
    [17, 0, 0.0049, -0.0822], [16, 0, 0.0067, -0.0603], [25, 0, -0.0028, 0.1441], // headerLine, kindInline, typeOther
    [9, 0, 0.0086, -0.0454], [47, 0, 0.0036, -0.108], [15, 0, 0.0084, -0.0439], // claimedByOther, shapeMisfits, kindColumn
    [21, 0.6667, -0.017, 0.0224], [28, 0, 0.005, -0.074], [49, 0, 0.0068, -0.0542], // valueDigits, textStartsWithDigit, valueUsedLoose
    [5, 0.5, -0.0286, 0.0126], [23, 0, -0.0094, 0.0386], [17, 0, 0.0048, -0.0789], // fuzzy, typeDate, headerLine
    [26, 0, -0.0068, 0.0538], [25, 0, -0.0026, 0.1386], [16, 0, 0.0062, -0.0548], // moneyWithCurrency, typeOther, kindInline
    [20, 0.4628, 0.0111, -0.0311], [23, 0, -0.0091, 0.0381], [35, 0.2667, -0.0214, 0.0161], // valueWords, typeDate, margin
    [11, 0, 0.0056, -0.0609], [15, 0, 0.0082, -0.042], [17, 0, 0.0045, -0.0745], // valueUsed, kindColumn, headerLine
    [21, 0.3333, -0.0301, 0.0111], [27, 0, 0.003, -0.1104], [44, 0.1, 0.0447, -0.0074], // valueDigits, textWithDate, bottomLines
    [35, -0.3333, -0.0532, 0.0061], [16, 0, 0.0059, -0.0525], [25, 0, -0.0024, 0.1308], // margin, kindInline, typeOther
    [47, 0, 0.0032, -0.0967], [1, 0, -0.0152, 0.0199], [15, 0, 0.0077, -0.0396], // shapeMisfits, exact, kindColumn
    [21, 0.6667, -0.0153, 0.0204], [26, 0, -0.0062, 0.0498], [49, 0, 0.0062, -0.05], // valueDigits, moneyWithCurrency, valueUsedLoose
    [23, 0, -0.0087, 0.0363], [17, 0, 0.0043, -0.0713], [29, 0, -0.0069, 0.0426], // typeDate, headerLine, identifierWithDigit
    [32, 0.5372, 0.0235, -0.0126], [26, 0, -0.0056, 0.0477], [11, 0, 0.0052, -0.056], // fieldCandidates, moneyWithCurrency, valueUsed
    [20, 0.4628, 0.0103, -0.0278], [23, 0, -0.008, 0.0348], [16, 0, 0.0059, -0.0491], // valueWords, typeDate, kindInline
    [25, 0, -0.0021, 0.126], [15, 0, 0.0075, -0.0369], [17, 0, 0.0042, -0.0675], // typeOther, kindColumn, headerLine
    [35, -0.3333, -0.0491, 0.0056], [29, 0, -0.0065, 0.0411], [44, 0.1, 0.0408, -0.0065], // margin, identifierWithDigit, bottomLines
    [27, 0, 0.0027, -0.0996], [39, 0, -0.0026, 0.0984], [1, 0.6667, -0.0073, 0.0341], // textWithDate, valueIsRange, exact
    [21, 0.6667, -0.0135, 0.0185], [11, 0, 0.0048, -0.0538], [16, 0, 0.0055, -0.0469], // valueDigits, valueUsed, kindInline
    [26, 0, -0.0056, 0.0453], [23, 0, -0.0078, 0.0335], [20, 0.4628, 0.0095, -0.0262], // moneyWithCurrency, typeDate, valueWords
    [25, 0, -0.002, 0.1203], [15, 0, 0.0071, -0.0351], [29, 0, -0.0061, 0.0391], // typeOther, kindColumn, identifierWithDigit
    [35, 0.2667, -0.0176, 0.0134], [23, 0, -0.0073, 0.0317], [17, 0, 0.0039, -0.0633], // margin, typeDate, headerLine
    [11, 0, 0.0046, -0.0518], [26, 0, -0.0054, 0.0438], [47, 0, 0.0028, -0.0841], // valueUsed, moneyWithCurrency, shapeMisfits
    [16, 0, 0.0052, -0.044], [3, 0, -0.0353, 0.0064], [44, 0.1, 0.0375, -0.006], // kindInline, explained, bottomLines
    [32, 0.5372, 0.0205, -0.0108], [21, 0.6667, -0.0125, 0.0177], [25, 0, -0.0016, 0.1144], // fieldCandidates, valueDigits, typeOther
    [29, 0, -0.0056, 0.0372], [39, 0, -0.0021, 0.0913], [35, -0.3333, -0.0441, 0.005], // identifierWithDigit, valueIsRange, margin
    [20, 0.4628, 0.009, -0.0243], [15, 0, 0.0068, -0.0328], [49, 0, 0.0052, -0.0423], // valueWords, kindColumn, valueUsedLoose
    [26, 0, -0.005, 0.0415], [23, 0, -0.0068, 0.0301], [17, 0, 0.0036, -0.0591], // moneyWithCurrency, typeDate, headerLine
    [12, 0, -0.0094, 0.0224], [27, 0, 0.0024, -0.089], [13, 0, -0.01, 0.0198], // kindColon, textWithDate, kindCell
    [1, 0, -0.0122, 0.0164], [22, 0, 0.0109, -0.0182], [28, 0, 0.0037, -0.0533], // exact, typeNumber, textStartsWithDigit
    [11, 0, 0.0041, -0.0477], [21, 0.6667, -0.0119, 0.0165], [26, 0, -0.0049, 0.0399], // valueUsed, valueDigits, moneyWithCurrency
    [25, 0, -0.0018, 0.1095], [22, 0, 0.0107, -0.0179], [17, 0, 0.0034, -0.0566], // typeOther, typeNumber, headerLine
    [12, 0, -0.0089, 0.0212], [21, 0.3333, -0.0224, 0.0086], [44, 0.1, 0.0341, -0.0054], // kindColon, valueDigits, bottomLines
    [16, 0, 0.0047, -0.0394], [4, 0.5, 0.0255, -0.0072], [9, 0, 0.0059, -0.0328], // kindInline, compound, claimedByOther
    [6, 0.5, -0.0078, 0.0237], [47, 0, 0.0024, -0.0763], [7, 0, -0.0022, 0.082], // ownCover, shapeMisfits, describedCover
    [39, 0, -0.0021, 0.0844], [20, 0.4628, 0.0081, -0.0226], [22, 0, 0.0103, -0.0173], // valueIsRange, valueWords, typeNumber
    [26, 0, -0.0048, 0.0385], [32, 0.5981, 0.0155, -0.0111], [13, 0, -0.0091, 0.0186], // moneyWithCurrency, fieldCandidates, kindCell
    [49, 0, 0.0047, -0.0385], [29, 0, -0.0051, 0.0335], [35, -0.3333, -0.0398, 0.0044], // valueUsedLoose, identifierWithDigit, margin
    [4, 0.5, 0.0253, -0.007], [3, 0, -0.0308, 0.0056], [27, 0, 0.0022, -0.0812], // compound, explained, textWithDate
    [17, 0, 0.0032, -0.0531], [12, 0, -0.0084, 0.0202], [21, 0.6667, -0.011, 0.0152], // headerLine, kindColon, valueDigits
    [35, 0.2667, -0.0146, 0.0113], [4, 0.5, 0.0244, -0.0068], [26, 0, -0.0044, 0.0366], // margin, compound, moneyWithCurrency
    [28, 0, 0.0034, -0.0481], [22, 0, 0.01, -0.0167], [21, 0.3333, -0.0205, 0.008], // textStartsWithDigit, typeNumber, valueDigits
    [9, 0, 0.0053, -0.0298], [33, 0.5, 0.0095, -0.0169], [13, 0, -0.009, 0.0177], // claimedByOther, matchTimesFit, kindCell
    [25, 0, -0.0016, 0.1003], [44, 0.1, 0.0313, -0.0049], [23, 0, -0.006, 0.0261], // typeOther, bottomLines, typeDate
    [20, 0.4628, 0.0076, -0.021], [11, 0, 0.0036, -0.0434], [5, 0.4286, -0.0247, 0.0062], // valueWords, valueUsed, fuzzy
    [7, 0, -0.002, 0.0753], [16, 0, 0.0043, -0.0353], [21, 0.8333, -0.0044, 0.0342], // describedCover, kindInline, valueDigits
    [33, 0.5, 0.009, -0.0167], [23, 0, -0.0062, 0.026], [26, 0, -0.0046, 0.0359], // matchTimesFit, typeDate, moneyWithCurrency
    [38, 0, 0.0022, -0.0654], [6, 0.5, -0.007, 0.021], [32, 0.5981, 0.0143, -0.0104], // onlyHead, ownCover, fieldCandidates
    [47, 0, 0.0022, -0.0686], [33, 0.5, 0.009, -0.0158], [28, 0, 0.0032, -0.0459], // shapeMisfits, matchTimesFit, textStartsWithDigit
    [21, 0.6667, -0.0103, 0.0144], [35, -0.3333, -0.0369, 0.0039], [26, 0, -0.0041, 0.0337], // valueDigits, margin, moneyWithCurrency
    [22, 0, 0.0093, -0.0155], [21, 0.3333, -0.0191, 0.0075], [49, 0, 0.004, -0.0352], // typeNumber, valueDigits, valueUsedLoose
    [17, 0, 0.0029, -0.0489], [12, 0, -0.0078, 0.0188], [4, 0.5, 0.0219, -0.0064], // headerLine, kindColon, compound
    [3, 0, -0.0278, 0.0049], [13, 0, -0.0083, 0.0163], [35, 0.2667, -0.0133, 0.0102], // explained, kindCell, margin
    [25, 0, -0.0014, 0.0944], [27, 0, 0.0018, -0.0733], [44, 0.1, 0.0289, -0.0045], // typeOther, textWithDate, bottomLines
    [39, 0, -0.0017, 0.0739], [20, 0.4628, 0.007, -0.0192], [22, 0, 0.0089, -0.0148], // valueIsRange, valueWords, typeNumber
    [26, 0, -0.004, 0.033], [11, 0, 0.0033, -0.04], [28, 0, 0.003, -0.0432], // moneyWithCurrency, valueUsed, textStartsWithDigit
    [21, 0.8333, -0.0041, 0.0322], [16, 0, 0.0038, -0.0331], [15, 0, 0.005, -0.025], // valueDigits, kindInline, kindColumn
    [7, 0, -0.002, 0.0685], [23, 0, -0.0055, 0.0234], [33, 0.5, 0.0084, -0.0154], // describedCover, typeDate, matchTimesFit
    [21, 0.3333, -0.0184, 0.007], [9, 0, 0.0046, -0.0273], [17, 0, 0.0026, -0.0466], // valueDigits, claimedByOther, headerLine
    [4, 0.5, 0.0205, -0.0061], [5, 0.5, -0.0171, 0.0075], [32, 0.5981, 0.013, -0.0094], // compound, fuzzy, fieldCandidates
    [47, 0, 0.002, -0.0627], [35, -0.3333, -0.0338, 0.0036], [26, 0, -0.0038, 0.0312], // shapeMisfits, margin, moneyWithCurrency
    [22, 0, 0.0086, -0.0143], [21, 0.6667, -0.0094, 0.0132], [16, 0, 0.0039, -0.0314], // typeNumber, valueDigits, kindInline
    [38, 0, 0.0021, -0.0588], [49, 0, 0.0037, -0.0323], [21, 0.8333, -0.0038, 0.0302], // onlyHead, valueUsedLoose, valueDigits
    [12, 0, -0.0071, 0.0167], [6, 0.5, -0.0063, 0.0187], [4, 0.5, 0.0202, -0.0061], // kindColon, ownCover, compound
    [28, 0, 0.0027, -0.0409], [44, 0.1, 0.027, -0.0043], [20, 0.4628, 0.0062, -0.0178], // textStartsWithDigit, bottomLines, valueWords
    [22, 0, 0.0083, -0.014], [26, 0, -0.0039, 0.0311], [3, 0, -0.0252, 0.0043], // typeNumber, moneyWithCurrency, explained
    [25, 0, -0.0013, 0.0876], [21, 0.3333, -0.0169, 0.0065], [33, 0.5, 0.008, -0.0146], // typeOther, valueDigits, matchTimesFit
    [23, 0, -0.0051, 0.0221], [9, 0, 0.0044, -0.0256], [17, 0, 0.0025, -0.0432], // typeDate, claimedByOther, headerLine
    [7, 0, -0.0018, 0.0628], [18, 0.0769, -0.0416, 0.0025], [16, 0, 0.0035, -0.0294], // describedCover, position, kindInline
    [15, 0, 0.0047, -0.0226], [20, 0.3667, 0.0116, -0.0092], [11, 0, 0.0035, -0.0358], // kindColumn, valueWords, valueUsed
    [26, 0, -0.0031, 0.0296], [22, 0, 0.0085, -0.0129], [21, 0.6667, -0.0083, 0.0126], // moneyWithCurrency, typeNumber, valueDigits
    [28, 0, 0.0031, -0.0387], [35, 0.2667, -0.0114, 0.0094], [4, 0.5, 0.0196, -0.0053], // textStartsWithDigit, margin, compound
    [5, 0.4286, -0.02, 0.0054], [47, 0, 0.002, -0.058], [33, 0.5, 0.0077, -0.0132], // fuzzy, shapeMisfits, matchTimesFit
    [21, 0.3333, -0.0163, 0.0067], [35, -0.3333, -0.0313, 0.0034], [32, 0.5981, 0.012, -0.0083], // valueDigits, margin, fieldCandidates
    [20, 0.3667, 0.0118, -0.0087], [16, 0, 0.0044, -0.0279], [20, 0.3667, 0.0121, -0.008], // valueWords, kindInline, valueWords
    [26, 0, -0.0022, 0.03], [38, 0, 0.0031, -0.0519], [23, 0, -0.0036, 0.0219], // moneyWithCurrency, onlyHead, typeDate
    [20, 0.3667, 0.0123, -0.0079], [11, 0, 0.0043, -0.0338], [17, 0, 0.0037, -0.0397], // valueWords, valueUsed, headerLine
    [1, 0, -0.0073, 0.0125], [4, 0.5, 0.0193, -0.0043], [9, 0, 0.005, -0.0226], // exact, compound, claimedByOther
    [23, 0, -0.0038, 0.0215], [20, 0.3667, 0.012, -0.0079], [13, 0, -0.0057, 0.0152], // typeDate, valueWords, kindCell
    [33, 0.5, 0.0085, -0.0119], [28, 0, 0.0036, -0.036], [44, 0.1, 0.0256, -0.0029], // matchTimesFit, textStartsWithDigit, bottomLines
    [21, 0.3333, -0.0145, 0.0069], [25, 0, -0.0004, 0.0827], [6, 0.5, -0.0048, 0.0177], // valueDigits, typeOther, ownCover
    [20, 0.3667, 0.0115, -0.0078], [16, 0, 0.0046, -0.0266], [7, 0, -0.0005, 0.0592], // valueWords, kindInline, describedCover
    [22, 0, 0.0084, -0.0113], [26, 0, -0.0026, 0.0289], [20, 0.3667, 0.0116, -0.0077], // typeNumber, moneyWithCurrency, valueWords
    [21, 0.6667, -0.0066, 0.0124], [33, 0.5, 0.0082, -0.0115], [23, 0, -0.0035, 0.0211], // valueDigits, matchTimesFit, typeDate
    [18, 0.25, -0.0147, 0.0067], [49, 0, 0.004, -0.0277], [35, -0.3333, -0.0288, 0.0038], // position, valueUsedLoose, margin
    [27, 0, 0.0021, -0.0606], [26, 0, -0.0026, 0.0271], [22, 0, 0.0078, -0.0114], // textWithDate, moneyWithCurrency, typeNumber
    [20, 0.3667, 0.0111, -0.0078], [28, 0, 0.0035, -0.0345], [3, 0, -0.0213, 0.0048], // valueWords, textStartsWithDigit, explained
    [15, 0, 0.0051, -0.0193], [20, 0.3667, 0.0112, -0.0075], [16, 0, 0.0045, -0.0255], // kindColumn, valueWords, kindInline
    [21, 0.3333, -0.0137, 0.0069], [33, 0.5, 0.008, -0.0116], [47, 0, 0.0025, -0.0525], // valueDigits, matchTimesFit, shapeMisfits
    [32, 0.5981, 0.0117, -0.0069], [20, 0.3667, 0.0113, -0.0074], [5, 0.4286, -0.017, 0.0059], // fieldCandidates, valueWords, fuzzy
    [17, 0, 0.0034, -0.0365], [49, 0, 0.0041, -0.0262], [26, 0, -0.0022, 0.0266], // headerLine, valueUsedLoose, moneyWithCurrency
    [32, 0.5981, 0.0115, -0.0067], [21, 0.6667, -0.0067, 0.0116], [33, 0.5, 0.0076, -0.0114], // fieldCandidates, valueDigits, matchTimesFit
    [34, 0.6667, -0.0072, 0.0112], [16, 0, 0.0039, -0.0252], [4, 0.5, 0.017, -0.0043], // score, kindInline, compound
    [9, 0, 0.0043, -0.0212], [18, 0.0769, -0.0357, 0.0027], [38, 0, 0.0021, -0.0474], // claimedByOther, position, onlyHead
    [23, 0, -0.0039, 0.0192], [20, 0.3667, 0.0106, -0.0077], [7, 0, -0.0006, 0.0549], // typeDate, valueWords, describedCover
    [20, 0.3667, 0.0108, -0.007], [25, 0, 0.0002, 0.0768], [26, 0, -0.0019, 0.026], // valueWords, typeOther, moneyWithCurrency
    [35, 0.2667, -0.0089, 0.0088], [28, 0, 0.0033, -0.0325], [21, 0.6667, -0.0065, 0.0113], // margin, textStartsWithDigit, valueDigits
    [22, 0, 0.0076, -0.0104], // typeNumber
  ],
  threshold: 0.6,
};
