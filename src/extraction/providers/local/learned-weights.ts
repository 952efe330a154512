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
  base: 0.096,
  // biome-ignore format: three stumps a line, as the trainer writes them.
  stumps: [
    [5, 0.75, -0.1197, 0.1313], [34, 0.5333, -0.1282, 0.1052], [35, 0, -0.1486, 0.083], // fuzzy, score, margin
    [34, 0.5333, -0.1182, 0.0917], [5, 0.75, -0.1011, 0.1003], [35, 0, -0.129, 0.0684], // score, fuzzy, margin
    [1, 0, -0.0867, 0.094], [35, 0, -0.1144, 0.0609], [34, 0.5333, -0.0941, 0.0705], // exact, margin, score
    [34, 0.5333, -0.0928, 0.0649], [1, 0, -0.0775, 0.0765], [10, 0, -0.1227, 0.0392], // score, exact, bestForField
    [35, 0, -0.0985, 0.0449], [49, 0, 0.0264, -0.1415], [5, 0.75, -0.0675, 0.065], // margin, valueUsedLoose, fuzzy
    [2, 0.5, -0.0712, 0.0542], [49, 0, 0.0243, -0.1302], [10, 0, -0.1021, 0.0315], // cover, valueUsedLoose, bestForField
    [2, 0.3333, -0.0819, 0.0362], [49, 0, 0.0205, -0.1228], [10, 0, -0.0954, 0.0268], // cover, valueUsedLoose, bestForField
    [5, 0.6667, -0.0589, 0.0466], [49, 0, 0.0189, -0.1153], [2, 0.3333, -0.0733, 0.0313], // fuzzy, valueUsedLoose, cover
    [35, 0, -0.0732, 0.0295], [49, 0, 0.0161, -0.1095], [2, 0.3333, -0.0695, 0.0284], // margin, valueUsedLoose, cover
    [1, 0, -0.0456, 0.0454], [10, 0, -0.0821, 0.02], [49, 0, 0.0141, -0.1034], // exact, bestForField, valueUsedLoose
    [9, 0, 0.0165, -0.0876], [17, 0, 0.006, -0.172], [35, 0.2667, -0.05, 0.0322], // claimedByOther, headerLine, margin
    [2, 0.3333, -0.059, 0.0244], [49, 0, 0.0123, -0.0967], [17, 0, 0.0056, -0.1571], // cover, valueUsedLoose, headerLine
    [34, 0.8, -0.0239, 0.0674], [10, 0, -0.0705, 0.0171], [49, 0, 0.0121, -0.091], // score, bestForField, valueUsedLoose
    [15, 0, 0.0122, -0.0903], [17, 0, 0.0065, -0.1438], [9, 0, 0.0146, -0.0753], // kindColumn, headerLine, claimedByOther
    [5, 0.6667, -0.0361, 0.0309], [15, 0, 0.012, -0.0829], [49, 0, 0.0117, -0.085], // fuzzy, kindColumn, valueUsedLoose
    [30, 0, -0.0147, 0.0843], [47, 0, 0.0051, -0.1715], [17, 0, 0.0072, -0.132], // dateAlone, shapeMisfits, headerLine
    [10, 0, -0.0614, 0.0158], [15, 0, 0.0118, -0.0763], [47, 0, 0.005, -0.1626], // bestForField, kindColumn, shapeMisfits
    [17, 0, 0.007, -0.1233], [49, 0, 0.0114, -0.0798], [30, 0, -0.0125, 0.0777], // headerLine, valueUsedLoose, dateAlone
    [35, 0.2667, -0.0356, 0.0253], [13, 0, -0.0216, 0.0406], [34, 0.8, -0.0155, 0.0557], // margin, kindCell, score
    [47, 0, 0.0051, -0.153], [49, 0, 0.0107, -0.0751], [17, 0, 0.007, -0.1125], // shapeMisfits, valueUsedLoose, headerLine
    [15, 0, 0.0117, -0.0699], [23, 0, -0.015, 0.0557], [35, -0.3333, -0.0757, 0.0101], // kindColumn, typeDate, margin
    [17, 0, 0.0068, -0.1079], [9, 0, 0.0123, -0.0605], [21, 0.3333, -0.0482, 0.0159], // headerLine, claimedByOther, valueDigits
    [47, 0, 0.0047, -0.1435], [15, 0, 0.0109, -0.0645], [49, 0, 0.0098, -0.0704], // shapeMisfits, kindColumn, valueUsedLoose
    [23, 0, -0.0136, 0.0512], [17, 0, 0.0066, -0.1043], [35, -0.3333, -0.0713, 0.0091], // typeDate, headerLine, margin
    [13, 0, -0.0182, 0.0357], [1, 0, -0.0221, 0.0285], [23, 0, -0.013, 0.0496], // kindCell, exact, typeDate
    [17, 0, 0.0063, -0.0981], [47, 0, 0.0045, -0.1349], [49, 0, 0.0091, -0.0666], // headerLine, shapeMisfits, valueUsedLoose
    [15, 0, 0.0103, -0.0594], [21, 0.3333, -0.0418, 0.0143], [35, 0.2667, -0.0287, 0.0209], // kindColumn, valueDigits, margin
    [17, 0, 0.006, -0.0931], [23, 0, -0.0121, 0.0471], [9, 0, 0.0103, -0.0525], // headerLine, typeDate, claimedByOther
    [47, 0, 0.0041, -0.1265], [35, -0.3333, -0.0652, 0.0079], [15, 0, 0.0095, -0.0545], // shapeMisfits, margin, kindColumn
    [17, 0, 0.0058, -0.0904], [49, 0, 0.0083, -0.0626], [21, 0.3333, -0.0388, 0.0135], // headerLine, valueUsedLoose, valueDigits
    [27, 0, 0.0034, -0.1344], [34, 0.8, -0.0112, 0.0437], [23, 0, -0.0112, 0.0437], // textWithDate, score, typeDate
    [17, 0, 0.0055, -0.0861], [15, 0, 0.009, -0.0513], [16, 0, 0.0072, -0.0652], // headerLine, kindColumn, kindInline
    [20, 0.4628, 0.0129, -0.0359], [49, 0, 0.0078, -0.0596], [32, 0.4628, 0.0348, -0.0132], // valueWords, valueUsedLoose, fieldCandidates
    [5, 0.5, -0.0316, 0.0141], [25, 0, -0.0029, 0.1588], [47, 0, 0.0037, -0.1162], // fuzzy, typeOther, shapeMisfits
    [13, 0, -0.0146, 0.0298], [35, -0.3333, -0.0603, 0.0072], [21, 0.3333, -0.0344, 0.0122], // kindCell, margin, valueDigits
    [11, 0, 0.0061, -0.0676], [17, 0, 0.0051, -0.0799], [23, 0, -0.0104, 0.0415], // valueUsed, headerLine, typeDate
    [26, 0, -0.0076, 0.0554], [15, 0, 0.0086, -0.0478], [16, 0, 0.0067, -0.0597], // moneyWithCurrency, kindColumn, kindInline
    [35, 0.2667, -0.0234, 0.0171], [27, 0, 0.0033, -0.1216], [25, 0, -0.0026, 0.1516], // margin, textWithDate, typeOther
    [20, 0.4628, 0.012, -0.0326], [11, 0, 0.0059, -0.065], [23, 0, -0.0097, 0.0393], // valueWords, valueUsed, typeDate
    [17, 0, 0.005, -0.0776], [15, 0, 0.0082, -0.0451], [1, 0, -0.0165, 0.0221], // headerLine, kindColumn, exact
    [44, 0.1, 0.046, -0.0079], [21, 0.3333, -0.0316, 0.0114], [16, 0, 0.0063, -0.056], // bottomLines, valueDigits, kindInline
    [25, 0, -0.0025, 0.1455], [47, 0, 0.0033, -0.1047], [35, -0.3333, -0.0548, 0.0062], // typeOther, shapeMisfits, margin
    [17, 0, 0.0047, -0.0731], [23, 0, -0.0094, 0.0383], [26, 0, -0.0069, 0.051], // headerLine, typeDate, moneyWithCurrency
    [11, 0, 0.0056, -0.0628], [21, 0.6667, -0.0158, 0.0209], [15, 0, 0.0078, -0.0428], // valueUsed, valueDigits, kindColumn
    [27, 0, 0.0029, -0.1099], [16, 0, 0.0059, -0.0521], [49, 0, 0.0062, -0.0501], // textWithDate, kindInline, valueUsedLoose
    [17, 0, 0.0044, -0.0701], [23, 0, -0.009, 0.0368], [25, 0, -0.0023, 0.1396], // headerLine, typeDate, typeOther
    [35, 0.2667, -0.0204, 0.015], [26, 0, -0.0065, 0.0483], [20, 0.4628, 0.0107, -0.0287], // margin, moneyWithCurrency, valueWords
    [12, 0, -0.0121, 0.0249], [21, 0.6667, -0.0147, 0.0197], [15, 0, 0.0074, -0.0394], // kindColon, valueDigits, kindColumn
    [11, 0, 0.005, -0.0577], [23, 0, -0.0084, 0.0346], [17, 0, 0.0044, -0.0684], // valueUsed, typeDate, headerLine
    [1, 0, -0.0144, 0.0196], [25, 0, -0.0021, 0.1344], [26, 0, -0.0061, 0.0457], // exact, typeOther, moneyWithCurrency
    [23, 0, -0.0081, 0.034], [29, 0, -0.0066, 0.0423], [44, 0.1, 0.0406, -0.0068], // typeDate, identifierWithDigit, bottomLines
    [35, -0.3333, -0.0495, 0.0055], [16, 0, 0.0057, -0.0483], [47, 0, 0.0029, -0.0939], // margin, kindInline, shapeMisfits
    [17, 0, 0.0041, -0.0647], [39, 0, -0.0026, 0.1005], [11, 0, 0.0047, -0.0551], // headerLine, valueIsRange, valueUsed
    [15, 0, 0.007, -0.0372], [20, 0.4628, 0.0099, -0.0269], [23, 0, -0.0079, 0.0328], // kindColumn, valueWords, typeDate
    [27, 0, 0.0026, -0.0977], [29, 0, -0.0063, 0.0399], [26, 0, -0.0058, 0.0433], // textWithDate, identifierWithDigit, moneyWithCurrency
    [25, 0, -0.002, 0.1288], [1, 0.6667, -0.0072, 0.0341], [16, 0, 0.0053, -0.045], // typeOther, exact, kindInline
    [21, 0.6667, -0.0134, 0.0182], [11, 0, 0.0045, -0.053], [23, 0, -0.0075, 0.0315], // valueDigits, valueUsed, typeDate
    [17, 0, 0.0039, -0.0608], [15, 0, 0.0067, -0.0355], [35, -0.3333, -0.0461, 0.005], // headerLine, kindColumn, margin
    [44, 0.1, 0.0368, -0.0062], [28, 0, 0.004, -0.0569], [21, 0.3333, -0.0244, 0.0091], // bottomLines, textStartsWithDigit, valueDigits
    [25, 0, -0.0019, 0.124], [12, 0, -0.0103, 0.0213], [20, 0.4628, 0.009, -0.0244], // typeOther, kindColon, valueWords
    [39, 0, -0.0024, 0.0933], [29, 0, -0.0058, 0.0372], [26, 0, -0.0054, 0.0405], // valueIsRange, identifierWithDigit, moneyWithCurrency
    [35, 0.2667, -0.0171, 0.0127], [49, 0, 0.0051, -0.0424], [16, 0, 0.0051, -0.0422], // margin, valueUsedLoose, kindInline
    [38, 0, 0.0028, -0.0769], [23, 0, -0.0072, 0.0303], [17, 0, 0.0037, -0.0574], // onlyHead, typeDate, headerLine
    [9, 0, 0.0061, -0.0335], [47, 0, 0.0025, -0.0822], [32, 0.5981, 0.0166, -0.0121], // claimedByOther, shapeMisfits, fieldCandidates
    [13, 0, -0.0095, 0.0209], [29, 0, -0.0053, 0.0358], [25, 0, -0.0015, 0.1182], // kindCell, identifierWithDigit, typeOther
    [26, 0, -0.0049, 0.0383], [12, 0, -0.0095, 0.0204], [21, 0.6667, -0.0119, 0.0166], // moneyWithCurrency, kindColon, valueDigits
    [11, 0, 0.0041, -0.0485], [27, 0, 0.0023, -0.0869], [6, 0.5, -0.0077, 0.024], // valueUsed, textWithDate, ownCover
    [23, 0, -0.0066, 0.0283], [17, 0, 0.0036, -0.0552], [15, 0, 0.006, -0.0307], // typeDate, headerLine, kindColumn
    [20, 0.4628, 0.0084, -0.0223], [35, -0.3333, -0.0417, 0.0044], [16, 0, 0.0047, -0.0388], // valueWords, margin, kindInline
    [44, 0.1, 0.033, -0.0054], [22, 0, 0.0104, -0.0173], [26, 0, -0.0049, 0.0368], // bottomLines, typeNumber, moneyWithCurrency
    [38, 0, 0.0025, -0.0706], [23, 0, -0.0065, 0.0276], [11, 0, 0.0038, -0.0472], // onlyHead, typeDate, valueUsed
    [29, 0, -0.0052, 0.034], [25, 0, -0.0015, 0.1133], [21, 0.6667, -0.0112, 0.0154], // identifierWithDigit, typeOther, valueDigits
    [39, 0, -0.002, 0.0834], [1, 0, -0.011, 0.0153], [26, 0, -0.0047, 0.0356], // valueIsRange, exact, moneyWithCurrency
    [32, 0.5981, 0.0151, -0.0109], [20, 0.4628, 0.0082, -0.021], [15, 0, 0.0058, -0.0286], // fieldCandidates, valueWords, kindColumn
    [49, 0, 0.0045, -0.0375], [16, 0, 0.0046, -0.0364], [47, 0, 0.0023, -0.0735], // valueUsedLoose, kindInline, shapeMisfits
    [17, 0, 0.0033, -0.05], [22, 0, 0.01, -0.0164], [27, 0, 0.0021, -0.079], // headerLine, typeNumber, textWithDate
    [21, 0.3333, -0.0203, 0.0077], [35, 0.2667, -0.0144, 0.0108], [34, 0.5, 0.0238, -0.0065], // valueDigits, margin, score
    [28, 0, 0.0033, -0.0468], [38, 0, 0.0024, -0.0655], [35, -0.3333, -0.0383, 0.004], // textStartsWithDigit, onlyHead, margin
    [44, 0.1, 0.0303, -0.005], [25, 0, -0.0014, 0.107], [5, 0.5, -0.018, 0.0082], // bottomLines, typeOther, fuzzy
    [23, 0, -0.0059, 0.0254], [26, 0, -0.0044, 0.0336], [33, 0.5, 0.0093, -0.0164], // typeDate, moneyWithCurrency, matchTimesFit
    [21, 0.6667, -0.0105, 0.0146], [11, 0, 0.0035, -0.0436], [12, 0, -0.0083, 0.0176], // valueDigits, valueUsed, kindColon
    [13, 0, -0.0085, 0.0183], [22, 0, 0.0093, -0.0155], [20, 0.4628, 0.0073, -0.0196], // kindCell, typeNumber, valueWords
    [26, 0, -0.0043, 0.0325], [23, 0, -0.0057, 0.0244], [21, 0.8333, -0.0042, 0.0332], // moneyWithCurrency, typeDate, valueDigits
    [33, 0.5, 0.0087, -0.0159], [28, 0, 0.003, -0.045], [9, 0, 0.0048, -0.0282], // matchTimesFit, textStartsWithDigit, claimedByOther
    [25, 0, -0.0014, 0.1028], [21, 0.3333, -0.0191, 0.0071], [16, 0, 0.0039, -0.0335], // typeOther, valueDigits, kindInline
    [45, 0, 0.006, -0.0224], [17, 0, 0.0028, -0.047], [49, 0, 0.0038, -0.0345], // tableRow, headerLine, valueUsedLoose
    [22, 0, 0.0088, -0.0149], [26, 0, -0.0043, 0.0315], [7, 0, -0.0019, 0.0751], // typeNumber, moneyWithCurrency, describedCover
    [6, 0.5, -0.0065, 0.02], [34, 0.5, 0.0219, -0.0062], [23, 0, -0.0055, 0.0235], // ownCover, score, typeDate
    [21, 0.8333, -0.0041, 0.032], [5, 0.4286, -0.0228, 0.0054], [44, 0.1, 0.0278, -0.0048], // valueDigits, fuzzy, bottomLines
    [47, 0, 0.0017, -0.0667], [33, 0.5, 0.0083, -0.0151], [35, -0.3333, -0.0353, 0.0034], // shapeMisfits, matchTimesFit, margin
    [16, 0, 0.0038, -0.0323], [21, 0.3333, -0.0185, 0.0068], [38, 0, 0.0019, -0.0592], // kindInline, valueDigits, onlyHead
    [32, 0.5981, 0.0131, -0.0096], [11, 0, 0.0031, -0.0395], [28, 0, 0.003, -0.0416], // fieldCandidates, valueUsed, textStartsWithDigit
    [20, 0.4628, 0.0068, -0.018], [22, 0, 0.0086, -0.0143], [26, 0, -0.0041, 0.0307], // valueWords, typeNumber, moneyWithCurrency
    [39, 0, -0.0016, 0.0715], [13, 0, -0.0074, 0.0159], [12, 0, -0.0076, 0.0162], // valueIsRange, kindCell, kindColon
    [21, 0.8333, -0.0039, 0.0308], [1, 0, -0.0093, 0.0126], [34, 0.5, 0.0208, -0.006], // valueDigits, exact, score
    [35, 0.2667, -0.0127, 0.0093], [17, 0, 0.0026, -0.0434], [23, 0, -0.0053, 0.0225], // margin, headerLine, typeDate
    [9, 0, 0.0044, -0.0257], [25, 0, -0.0012, 0.0975], [26, 0, -0.0039, 0.0292], // claimedByOther, typeOther, moneyWithCurrency
    [33, 0.5, 0.008, -0.0142], [21, 0.6667, -0.0092, 0.0127], [27, 0, 0.0016, -0.0683], // matchTimesFit, valueDigits, textWithDate
    [7, 0, -0.0017, 0.0691], [22, 0, 0.0081, -0.0135], [21, 0.3333, -0.0171, 0.0065], // describedCover, typeNumber, valueDigits
    [49, 0, 0.0035, -0.0315], [28, 0, 0.0027, -0.04], [44, 0.1, 0.0258, -0.0042], // valueUsedLoose, textStartsWithDigit, bottomLines
    [6, 0.5, -0.0059, 0.0182], [34, 0.5, 0.0196, -0.0056], [35, -0.3333, -0.0325, 0.0032], // ownCover, score, margin
    [13, 0, -0.007, 0.0151], [12, 0, -0.0073, 0.0156], [47, 0, 0.0017, -0.0613], // kindCell, kindColon, shapeMisfits
    [22, 0, 0.008, -0.0133], [17, 0, 0.0026, -0.0416], [26, 0, -0.0038, 0.0283], // typeNumber, headerLine, moneyWithCurrency
    [32, 0.5981, 0.0118, -0.0085], [20, 0.3667, 0.0118, -0.0086], [16, 0, 0.0043, -0.0279], // fieldCandidates, valueWords, kindInline
    [38, 0, 0.0026, -0.0529], [21, 0.3333, -0.0158, 0.0069], [11, 0, 0.0033, -0.0362], // onlyHead, valueDigits, valueUsed
    [33, 0.5, 0.008, -0.0129], [2, 0.3333, -0.0143, 0.0073], [23, 0, -0.0048, 0.0208], // matchTimesFit, cover, typeDate
    [20, 0.3667, 0.0118, -0.0088], [20, 0.4628, 0.0067, -0.0157], [45, 0, 0.0058, -0.0184], // valueWords, valueWords, tableRow
    [25, 0, -0.0005, 0.0924], [28, 0, 0.0031, -0.0369], [21, 0.6667, -0.0079, 0.012], // typeOther, textStartsWithDigit, valueDigits
    [9, 0, 0.0045, -0.0233], [33, 0.5, 0.0078, -0.0129], [26, 0, -0.0033, 0.0278], // claimedByOther, matchTimesFit, moneyWithCurrency
    [23, 0, -0.0044, 0.0207], [1, 0, -0.008, 0.0118], [7, 0, -0.0013, 0.0639], // typeDate, exact, describedCover
    [16, 0, 0.0036, -0.0272], [21, 0.8333, -0.0033, 0.0279], [33, 0.5, 0.0072, -0.0128], // kindInline, valueDigits, matchTimesFit
    [26, 0, -0.0035, 0.0263], [23, 0, -0.0046, 0.0202], [20, 0.3667, 0.0111, -0.0083], // moneyWithCurrency, typeDate, valueWords
    [5, 0.4286, -0.0185, 0.0054], [19, 0.2314, -0.0089, 0.0102], [49, 0, 0.0037, -0.0284], // fuzzy, labelWords, valueUsedLoose
    [35, -0.3333, -0.0299, 0.0034], [13, 0, -0.0062, 0.0145], [12, 0, -0.0061, 0.0143], // margin, kindCell, kindColon
    [17, 0, 0.0027, -0.0377], [47, 0, 0.0019, -0.0567], [22, 0, 0.0077, -0.012], // headerLine, shapeMisfits, typeNumber
    [44, 0.1, 0.0237, -0.0036], [21, 0.3333, -0.015, 0.006], [25, 0, -0.0008, 0.0887], // bottomLines, valueDigits, typeOther
    [28, 0, 0.0026, -0.0354], [35, 0.2667, -0.0107, 0.0083], [34, 0.5, 0.0182, -0.005], // textStartsWithDigit, margin, score
    [20, 0.3667, 0.011, -0.008], [16, 0, 0.0039, -0.0252], [20, 0.3667, 0.0113, -0.0073], // valueWords, kindInline, valueWords
    [26, 0, -0.0022, 0.0262], [22, 0, 0.0083, -0.0109], [21, 0.6667, -0.007, 0.012], // moneyWithCurrency, typeNumber, valueDigits
    [11, 0, 0.0034, -0.0328], [38, 0, 0.0024, -0.0477], [27, 0, 0.0021, -0.0585], // valueUsed, onlyHead, textWithDate
    [2, 0.3333, -0.0127, 0.0068], [32, 0.5981, 0.011, -0.0074], [13, 0, -0.0059, 0.0137], // cover, fieldCandidates, kindCell
    [33, 0.5, 0.0071, -0.0117], [21, 0.3333, -0.0142, 0.0059], [9, 0, 0.004, -0.0215], // matchTimesFit, valueDigits, claimedByOther
    [7, 0, -0.0012, 0.0591], [12, 0, -0.0058, 0.0133], [20, 0.3667, 0.0105, -0.0076], // describedCover, kindColon, valueWords
    [26, 0, -0.0026, 0.0253], [22, 0, 0.0076, -0.0108], [28, 0, 0.003, -0.0336], // moneyWithCurrency, typeNumber, textStartsWithDigit
    [17, 0, 0.0028, -0.0356], [35, -0.3333, -0.0277, 0.0032], [34, 0.5, 0.017, -0.0043], // headerLine, margin, score
    [5, 0.5, -0.0129, 0.0064], [23, 0, -0.0039, 0.0187], [20, 0.3667, 0.0107, -0.0076], // fuzzy, typeDate, valueWords
    [20, 0.3667, 0.011, -0.0068], [49, 0, 0.0042, -0.0253], [13, 0, -0.0049, 0.0141], // valueWords, valueUsedLoose, kindCell
    [25, 0, 0.0001, 0.0838], [26, 0, -0.0022, 0.0246], [21, 0.6667, -0.0064, 0.0111], // typeOther, moneyWithCurrency, valueDigits
    [22, 0, 0.0076, -0.0105], [6, 0.5, -0.0042, 0.016], [47, 0, 0.0021, -0.0516], // typeNumber, ownCover, shapeMisfits
    [16, 0, 0.0036, -0.0237], [33, 0.5, 0.007, -0.0109], [18, 0.25, -0.0139, 0.0056], // kindInline, matchTimesFit, position
    [32, 0.5981, 0.0107, -0.007], [20, 0.3667, 0.0104, -0.007], [28, 0, 0.0032, -0.0314], // fieldCandidates, valueWords, textStartsWithDigit
    [21, 0.3333, -0.0129, 0.0062], [35, 0.2667, -0.0091, 0.0082], [45, 0, 0.0052, -0.0153], // valueDigits, margin, tableRow
    [20, 0.3667, 0.0105, -0.0068], [7, 0, -0.0002, 0.0561], [49, 0, 0.0038, -0.0245], // valueWords, describedCover, valueUsedLoose
    [1, 0, -0.0062, 0.0108], // exact
  ],
  threshold: 0.6,
};
