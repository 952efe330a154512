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
    'nameTrigrams',
    'labelTrigrams',
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
  base: 0.0821,
  // biome-ignore format: three stumps a line, as the trainer writes them.
  stumps: [
    [41, 0.7826, -0.1259, 0.1344], [41, 0.7826, -0.1133, 0.1223], [35, 0, -0.142, 0.085], // labelTrigrams, labelTrigrams, margin
    [34, 0.5333, -0.114, 0.0942], [41, 0.7826, -0.0972, 0.1004], [35, 0, -0.1242, 0.0696], // score, labelTrigrams, margin
    [34, 0.5333, -0.1004, 0.0785], [1, 0, -0.0832, 0.0884], [35, 0, -0.1112, 0.058], // score, exact, margin
    [34, 0.5333, -0.0901, 0.0667], [34, 0.5333, -0.0888, 0.0614], [35, 0, -0.1046, 0.0468], // score, score, margin
    [1, 0, -0.0723, 0.0706], [10, 0, -0.1134, 0.0348], [51, 0, 0.0251, -0.1378], // exact, bestForField, valueUsedLoose
    [2, 0.5, -0.0721, 0.054], [10, 0, -0.1033, 0.0308], [51, 0, 0.023, -0.1279], // cover, bestForField, valueUsedLoose
    [41, 0.7826, -0.0587, 0.0559], [51, 0, 0.0209, -0.1202], [10, 0, -0.0938, 0.027], // labelTrigrams, valueUsedLoose, bestForField
    [2, 0.3333, -0.0757, 0.0335], [1, 0, -0.0506, 0.051], [51, 0, 0.0179, -0.1132], // cover, exact, valueUsedLoose
    [35, 0.2667, -0.058, 0.0384], [2, 0.3333, -0.0686, 0.0293], [51, 0, 0.0154, -0.1075], // margin, cover, valueUsedLoose
    [10, 0, -0.0828, 0.0206], [2, 0.3333, -0.065, 0.0264], [51, 0, 0.0131, -0.1023], // bestForField, cover, valueUsedLoose
    [40, 0.5455, -0.037, 0.0504], [17, 0, 0.0058, -0.166], [9, 0, 0.0162, -0.0853], // nameTrigrams, headerLine, claimedByOther
    [35, 0, -0.0608, 0.0235], [51, 0, 0.0127, -0.095], [17, 0, 0.0066, -0.1525], // margin, valueUsedLoose, headerLine
    [1, 0, -0.0362, 0.0385], [10, 0, -0.0694, 0.017], [51, 0, 0.0121, -0.0892], // exact, bestForField, valueUsedLoose
    [17, 0, 0.007, -0.1406], [15, 0, 0.0131, -0.0881], [34, 0.8, -0.0201, 0.063], // headerLine, kindColumn, score
    [9, 0, 0.0144, -0.0725], [13, 0, -0.0266, 0.045], [49, 0, 0.0052, -0.166], // claimedByOther, kindCell, shapeMisfits
    [17, 0, 0.0073, -0.1274], [51, 0, 0.0119, -0.0831], [15, 0, 0.0128, -0.0791], // headerLine, valueUsedLoose, kindColumn
    [30, 0, -0.0134, 0.082], [35, 0.2667, -0.0371, 0.0262], [49, 0, 0.0054, -0.1573], // dateAlone, margin, shapeMisfits
    [17, 0, 0.0074, -0.1191], [51, 0, 0.0113, -0.0783], [15, 0, 0.0123, -0.0727], // headerLine, valueUsedLoose, kindColumn
    [2, 0.3333, -0.0429, 0.0203], [13, 0, -0.023, 0.0393], [23, 0, -0.0166, 0.0567], // cover, kindCell, typeDate
    [10, 0, -0.0572, 0.0143], [17, 0, 0.0066, -0.113], [49, 0, 0.0046, -0.1496], // bestForField, headerLine, shapeMisfits
    [51, 0, 0.0101, -0.0746], [35, -0.3333, -0.0763, 0.0095], [23, 0, -0.015, 0.0537], // valueUsedLoose, margin, typeDate
    [17, 0, 0.0067, -0.108], [15, 0, 0.0111, -0.066], [9, 0, 0.0117, -0.0604], // headerLine, kindColumn, claimedByOther
    [21, 0.3333, -0.047, 0.0156], [49, 0, 0.0045, -0.1402], [34, 0.8, -0.0141, 0.0512], // valueDigits, shapeMisfits, score
    [13, 0, -0.0196, 0.0363], [51, 0, 0.0094, -0.0695], [32, 0.4628, 0.0418, -0.0166], // kindCell, valueUsedLoose, fieldCandidates
    [17, 0, 0.0067, -0.1014], [41, 0.4444, -0.0509, 0.0128], [15, 0, 0.0104, -0.06], // headerLine, labelTrigrams, kindColumn
    [35, -0.3333, -0.07, 0.0086], [49, 0, 0.0044, -0.1335], [17, 0, 0.0063, -0.096], // margin, shapeMisfits, headerLine
    [23, 0, -0.0133, 0.0502], [51, 0, 0.0088, -0.0657], [13, 0, -0.0176, 0.0336], // typeDate, valueUsedLoose, kindCell
    [40, 0, -0.0337, 0.0166], [21, 0.3333, -0.0398, 0.0138], [1, 0, -0.021, 0.0263], // nameTrigrams, valueDigits, exact
    [17, 0, 0.006, -0.0901], [32, 0.4628, 0.0389, -0.0151], [15, 0, 0.0098, -0.0546], // headerLine, fieldCandidates, kindColumn
    [49, 0, 0.0041, -0.125], [51, 0, 0.0083, -0.0624], [35, -0.3333, -0.0652, 0.0078], // shapeMisfits, valueUsedLoose, margin
    [17, 0, 0.0058, -0.087], [23, 0, -0.0118, 0.0458], [26, 0, -0.0084, 0.0618], // headerLine, typeDate, moneyWithCurrency
    [35, 0.2667, -0.026, 0.0187], [49, 0, 0.0039, -0.1177], [17, 0, 0.0056, -0.0832], // margin, shapeMisfits, headerLine
    [23, 0, -0.011, 0.0436], [15, 0, 0.0092, -0.0503], [41, 0.4444, -0.0431, 0.0109], // typeDate, kindColumn, labelTrigrams
    [25, 0, -0.0031, 0.1592], [51, 0, 0.0077, -0.0591], [21, 0.3333, -0.0359, 0.0129], // typeOther, valueUsedLoose, valueDigits
    [17, 0, 0.0054, -0.0808], [26, 0, -0.0077, 0.0566], [35, -0.3333, -0.0601, 0.007], // headerLine, moneyWithCurrency, margin
    [23, 0, -0.0104, 0.041], [46, 0.1, 0.0501, -0.0086], [25, 0, -0.0028, 0.1525], // typeDate, bottomLines, typeOther
    [1, 0, -0.0181, 0.0231], [21, 0.6667, -0.0178, 0.0238], [15, 0, 0.0088, -0.0472], // exact, valueDigits, kindColumn
    [51, 0, 0.0072, -0.0558], [17, 0, 0.0051, -0.076], [23, 0, -0.01, 0.0399], // valueUsedLoose, headerLine, typeDate
    [26, 0, -0.0072, 0.0545], [49, 0, 0.0035, -0.108], [1, 0.6667, -0.0092, 0.0414], // moneyWithCurrency, shapeMisfits, exact
    [25, 0, -0.0026, 0.1481], [13, 0, -0.0136, 0.0272], [9, 0, 0.0084, -0.0442], // typeOther, kindCell, claimedByOther
    [27, 0, 0.0031, -0.1138], [21, 0.6667, -0.0161, 0.0217], [11, 0, 0.0056, -0.0624], // textWithDate, valueDigits, valueUsed
    [23, 0, -0.0094, 0.0379], [17, 0, 0.0049, -0.0724], [15, 0, 0.0082, -0.0435], // typeDate, headerLine, kindColumn
    [16, 0, 0.0065, -0.0559], [35, 0.2667, -0.0217, 0.0158], [28, 0, 0.0049, -0.0694], // kindInline, margin, textStartsWithDigit
    [25, 0, -0.0024, 0.1417], [21, 0.3333, -0.03, 0.0111], [35, -0.3333, -0.0539, 0.0061], // typeOther, valueDigits, margin
    [46, 0.1, 0.0444, -0.0074], [17, 0, 0.0047, -0.0689], [51, 0, 0.0063, -0.0505], // bottomLines, headerLine, valueUsedLoose
    [23, 0, -0.0089, 0.0363], [26, 0, -0.0066, 0.0505], [20, 0.4628, 0.0107, -0.029], // typeDate, moneyWithCurrency, valueWords
    [15, 0, 0.0078, -0.0408], [16, 0, 0.006, -0.0518], [49, 0, 0.0031, -0.0977], // kindColumn, kindInline, shapeMisfits
    [25, 0, -0.0022, 0.1354], [11, 0, 0.0051, -0.0579], [41, 0.4444, -0.0343, 0.0085], // typeOther, valueUsed, labelTrigrams
    [21, 0.6667, -0.0148, 0.0199], [23, 0, -0.0085, 0.0343], [17, 0, 0.0044, -0.0663], // valueDigits, typeDate, headerLine
    [15, 0, 0.0074, -0.0389], [29, 0, -0.0069, 0.0425], [26, 0, -0.0062, 0.047], // kindColumn, identifierWithDigit, moneyWithCurrency
    [35, 0, -0.0257, 0.0109], [16, 0, 0.0057, -0.0491], [27, 0, 0.0027, -0.101], // margin, kindInline, textWithDate
    [39, 0, -0.0027, 0.1032], [11, 0, 0.0048, -0.0556], [20, 0.4628, 0.0101, -0.0271], // valueIsRange, valueUsed, valueWords
    [23, 0, -0.0082, 0.0336], [25, 0, -0.0021, 0.1311], [29, 0, -0.0065, 0.0409], // typeDate, typeOther, identifierWithDigit
    [46, 0.1, 0.0405, -0.0066], [26, 0, -0.0058, 0.0445], [35, -0.3333, -0.0486, 0.0053], // bottomLines, moneyWithCurrency, margin
    [17, 0, 0.0041, -0.061], [23, 0, -0.0081, 0.0333], [15, 0, 0.0069, -0.0357], // headerLine, typeDate, kindColumn
    [16, 0, 0.0054, -0.0457], [11, 0, 0.0046, -0.0534], [21, 0.6667, -0.0134, 0.0185], // kindInline, valueUsed, valueDigits
    [1, 0.6667, -0.0072, 0.0337], [25, 0, -0.0019, 0.1262], [49, 0, 0.0027, -0.0874], // exact, typeOther, shapeMisfits
    [29, 0, -0.0061, 0.0385], [32, 0.5981, 0.0181, -0.0134], [26, 0, -0.0053, 0.0432], // identifierWithDigit, fieldCandidates, moneyWithCurrency
    [17, 0, 0.0042, -0.0584], [23, 0, -0.0072, 0.0311], [1, 0, -0.0129, 0.0174], // headerLine, typeDate, exact
    [15, 0, 0.0068, -0.0336], [20, 0.4628, 0.0093, -0.0244], [39, 0, -0.0022, 0.0959], // kindColumn, valueWords, valueIsRange
    [11, 0, 0.0045, -0.0513], [16, 0, 0.0053, -0.0433], [46, 0.1, 0.0368, -0.0059], // valueUsed, kindInline, bottomLines
    [29, 0, -0.0057, 0.0372], [25, 0, -0.0017, 0.1206], [27, 0, 0.0025, -0.0896], // identifierWithDigit, typeOther, textWithDate
    [40, 0.1, -0.0191, 0.0111], [26, 0, -0.0051, 0.0401], [23, 0, -0.0071, 0.0297], // nameTrigrams, moneyWithCurrency, typeDate
    [17, 0, 0.0038, -0.0556], [35, -0.3333, -0.0443, 0.0047], [12, 0, -0.0095, 0.0216], // headerLine, margin, kindColon
    [21, 0.6667, -0.0122, 0.0171], [38, 0, 0.0028, -0.0733], [51, 0, 0.005, -0.0415], // valueDigits, onlyHead, valueUsedLoose
    [32, 0.5981, 0.0163, -0.012], [20, 0.4628, 0.0088, -0.0226], [15, 0, 0.0064, -0.0313], // fieldCandidates, valueWords, kindColumn
    [16, 0, 0.0051, -0.0404], [29, 0, -0.0053, 0.0353], [26, 0, -0.0048, 0.0386], // kindInline, identifierWithDigit, moneyWithCurrency
    [23, 0, -0.0066, 0.0283], [25, 0, -0.0015, 0.1156], [11, 0, 0.0041, -0.0473], // typeDate, typeOther, valueUsed
    [41, 0.4444, -0.0272, 0.0069], [17, 0, 0.0036, -0.053], [39, 0, -0.0021, 0.0884], // labelTrigrams, headerLine, valueIsRange
    [49, 0, 0.0024, -0.0775], [46, 0.1, 0.0333, -0.0054], [22, 0, 0.0102, -0.0176], // shapeMisfits, bottomLines, typeNumber
    [26, 0, -0.0048, 0.0372], [21, 0.6667, -0.0113, 0.0158], [28, 0, 0.0036, -0.05], // moneyWithCurrency, valueDigits, textStartsWithDigit
    [35, 0.2667, -0.0156, 0.0115], [38, 0, 0.0026, -0.0679], [22, 0, 0.01, -0.0171], // margin, onlyHead, typeNumber
    [21, 0.3333, -0.0212, 0.0082], [16, 0, 0.0045, -0.0377], [51, 0, 0.0045, -0.038], // valueDigits, kindInline, valueUsedLoose
    [15, 0, 0.0059, -0.0295], [20, 0.4628, 0.0081, -0.0217], [35, -0.3333, -0.0404, 0.0042], // kindColumn, valueWords, margin
    [27, 0, 0.0021, -0.0808], [25, 0, -0.0016, 0.1103], [26, 0, -0.0046, 0.0352], // textWithDate, typeOther, moneyWithCurrency
    [22, 0, 0.0098, -0.017], [21, 0.6667, -0.0107, 0.0151], [7, 0, -0.002, 0.0806], // typeNumber, valueDigits, describedCover
    [33, 0.5, 0.0096, -0.0167], [28, 0, 0.0034, -0.0479], [21, 0.3333, -0.0202, 0.0078], // matchTimesFit, textStartsWithDigit, valueDigits
    [9, 0, 0.0052, -0.0298], [34, 0.5, 0.024, -0.0064], [41, 0.4444, -0.0253, 0.0062], // claimedByOther, score, labelTrigrams
    [46, 0.1, 0.0308, -0.005], [22, 0, 0.0093, -0.0162], [26, 0, -0.0046, 0.0348], // bottomLines, typeNumber, moneyWithCurrency
    [17, 0, 0.0031, -0.0479], [23, 0, -0.0061, 0.0256], [11, 0, 0.0035, -0.0436], // headerLine, typeDate, valueUsed
    [16, 0, 0.0042, -0.0355], [38, 0, 0.0023, -0.0634], [40, 0.1, -0.0163, 0.0092], // kindInline, onlyHead, nameTrigrams
    [49, 0, 0.002, -0.071], [15, 0, 0.0054, -0.0273], [25, 0, -0.0014, 0.1053], // shapeMisfits, kindColumn, typeOther
    [21, 0.6667, -0.0102, 0.0143], [33, 0.5, 0.0092, -0.0161], [32, 0.5981, 0.014, -0.0103], // valueDigits, matchTimesFit, fieldCandidates
    [26, 0, -0.0042, 0.0334], [1, 0, -0.0103, 0.014], [21, 0.3333, -0.0189, 0.0076], // moneyWithCurrency, exact, valueDigits
    [33, 0.5, 0.0091, -0.0157], [28, 0, 0.0033, -0.0446], [35, -0.3333, -0.0373, 0.0039], // matchTimesFit, textStartsWithDigit, margin
    [20, 0.4628, 0.0073, -0.0193], [23, 0, -0.0058, 0.0246], [11, 0, 0.0035, -0.0418], // valueWords, typeDate, valueUsed
    [34, 0.5, 0.0227, -0.0061], [41, 0.4444, -0.0237, 0.0059], [7, 0, -0.0019, 0.0746], // score, labelTrigrams, describedCover
    [16, 0, 0.0041, -0.0334], [21, 0.8333, -0.0042, 0.0337], [39, 0, -0.0019, 0.0772], // kindInline, valueDigits, valueIsRange
    [46, 0.1, 0.0286, -0.0048], [22, 0, 0.0086, -0.0151], [26, 0, -0.0044, 0.0325], // bottomLines, typeNumber, moneyWithCurrency
    [17, 0, 0.0028, -0.0445], [12, 0, -0.0077, 0.0174], [13, 0, -0.0081, 0.0164], // headerLine, kindColon, kindCell
    [51, 0, 0.0038, -0.0337], [27, 0, 0.0017, -0.0718], [25, 0, -0.0014, 0.1], // valueUsedLoose, textWithDate, typeOther
    [21, 0.3333, -0.0181, 0.007], [22, 0, 0.0087, -0.0152], [38, 0, 0.0021, -0.0583], // valueDigits, typeNumber, onlyHead
    [35, 0.2667, -0.013, 0.0095], [34, 0.5, 0.0216, -0.0059], [9, 0, 0.0047, -0.0271], // margin, score, claimedByOther
    [49, 0, 0.0019, -0.0652], [41, 0.4444, -0.0222, 0.0054], [34, 0.5, 0.0213, -0.0059], // shapeMisfits, labelTrigrams, score
    [40, 0.1, -0.0147, 0.0082], [26, 0, -0.004, 0.0303], [21, 0.8333, -0.0039, 0.0311], // nameTrigrams, moneyWithCurrency, valueDigits
    [32, 0.5981, 0.0129, -0.0098], [7, 0, -0.0018, 0.0695], [16, 0, 0.0038, -0.0312], // fieldCandidates, describedCover, kindInline
    [20, 0.4628, 0.0067, -0.0179], [33, 0.5, 0.0082, -0.0146], [23, 0, -0.0054, 0.0227], // valueWords, matchTimesFit, typeDate
    [35, -0.3333, -0.0344, 0.0034], [28, 0, 0.0029, -0.0409], [17, 0, 0.0028, -0.0423], // margin, textStartsWithDigit, headerLine
    [21, 0.3333, -0.0174, 0.0068], [11, 0, 0.003, -0.0382], [15, 0, 0.0048, -0.0242], // valueDigits, valueUsed, kindColumn
    [22, 0, 0.0081, -0.0139], [26, 0, -0.004, 0.03], [21, 0.6667, -0.009, 0.0126], // typeNumber, moneyWithCurrency, valueDigits
    [33, 0.5, 0.008, -0.0141], [41, 0.4444, -0.0217, 0.0053], [46, 0.1, 0.0265, -0.0043], // matchTimesFit, labelTrigrams, bottomLines
    [28, 0, 0.0027, -0.0393], [25, 0, -0.0012, 0.0944], [23, 0, -0.005, 0.0212], // textStartsWithDigit, typeOther, typeDate
    [38, 0, 0.002, -0.0542], [51, 0, 0.0035, -0.0309], [21, 0.8333, -0.0037, 0.0297], // onlyHead, valueUsedLoose, valueDigits
    [16, 0, 0.0035, -0.0303], [26, 0, -0.0039, 0.0283], [22, 0, 0.0079, -0.0139], // kindInline, moneyWithCurrency, typeNumber
    [20, 0.4628, 0.0062, -0.0171], [35, -0.3333, -0.0324, 0.0031], [34, 0.5, 0.0195, -0.0055], // valueWords, margin, score
    [9, 0, 0.0041, -0.0249], [21, 0.3333, -0.0164, 0.0063], [33, 0.5, 0.0076, -0.0138], // claimedByOther, valueDigits, matchTimesFit
    [12, 0, -0.0068, 0.0154], [13, 0, -0.0073, 0.0146], [41, 0.4444, -0.0205, 0.0049], // kindColon, kindCell, labelTrigrams
    [7, 0, -0.0017, 0.0649], [49, 0, 0.0016, -0.0599], [32, 0.5981, 0.0118, -0.0087], // describedCover, shapeMisfits, fieldCandidates
    [17, 0, 0.0027, -0.0397], [1, 0.6667, -0.0044, 0.022], [23, 0, -0.0047, 0.0204], // headerLine, exact, typeDate
    [33, 0.5, 0.0076, -0.0132], [26, 0, -0.0036, 0.028], [21, 0.8333, -0.0034, 0.0284], // matchTimesFit, moneyWithCurrency, valueDigits
    [28, 0, 0.0025, -0.0372], [51, 0, 0.0032, -0.0292], [46, 0.1, 0.0246, -0.004], // textStartsWithDigit, valueUsedLoose, bottomLines
    [22, 0, 0.0074, -0.0129], [21, 0.3333, -0.0157, 0.0061], [25, 0, -0.0012, 0.0897], // typeNumber, valueDigits, typeOther
    [16, 0, 0.0033, -0.0276], [19, 0.2314, -0.0095, 0.0098], [1, 0, -0.0085, 0.0112], // kindInline, labelWords, exact
    [4, 0.5, 0.0176, -0.0053], [35, 0.2667, -0.0114, 0.0084], [26, 0, -0.0035, 0.0267], // compound, margin, moneyWithCurrency
    [21, 0.6667, -0.0081, 0.0115], [41, 0.4444, -0.0194, 0.0047], [33, 0.5, 0.0072, -0.0128], // valueDigits, labelTrigrams, matchTimesFit
    [23, 0, -0.0048, 0.0201], [27, 0, 0.0014, -0.0615], [17, 0, 0.0024, -0.0371], // typeDate, textWithDate, headerLine
    [12, 0, -0.0063, 0.0147], [7, 0, -0.0015, 0.0601], [9, 0, 0.0038, -0.0228], // kindColon, describedCover, claimedByOther
    [13, 0, -0.0066, 0.0135], [38, 0, 0.0018, -0.0482], [32, 0.5981, 0.011, -0.008], // kindCell, onlyHead, fieldCandidates
    [11, 0, 0.0028, -0.0334], [21, 0.8333, -0.0032, 0.0268], [26, 0, -0.0034, 0.0258], // valueUsed, valueDigits, moneyWithCurrency
    [22, 0, 0.0072, -0.0124], [49, 0, 0.0015, -0.0561], [35, -0.3333, -0.0295, 0.0028], // typeNumber, shapeMisfits, margin
    [34, 0.5, 0.0177, -0.005], [40, 0.1, -0.0125, 0.007], [28, 0, 0.0024, -0.0347], // score, nameTrigrams, textStartsWithDigit
    [21, 0.3333, -0.0147, 0.0058], [33, 0.5, 0.0068, -0.0122], [41, 0.4444, -0.0187, 0.0045], // valueDigits, matchTimesFit, labelTrigrams
    [20, 0.4628, 0.0055, -0.015], [39, 0, -0.0014, 0.0632], [25, 0, -0.001, 0.0851], // valueWords, valueIsRange, typeOther
    [46, 0.1, 0.0228, -0.0036], [12, 0, -0.0059, 0.0138], [13, 0, -0.0063, 0.0129], // bottomLines, kindColon, kindCell
    [51, 0, 0.003, -0.0268], [23, 0, -0.0044, 0.0183], [17, 0, 0.0023, -0.0353], // valueUsedLoose, typeDate, headerLine
    [26, 0, -0.0032, 0.0245], [22, 0, 0.007, -0.0119], [20, 0.3667, 0.0103, -0.0078], // moneyWithCurrency, typeNumber, valueWords
    [7, 0, -0.0008, 0.0564], [16, 0, 0.0036, -0.0243], [21, 0.8333, -0.0026, 0.0258], // describedCover, kindInline, valueDigits
    [35, -0.3333, -0.0277, 0.003], [4, 0.5, 0.0166, -0.0046], [41, 0.4444, -0.0178, 0.0045], // margin, compound, labelTrigrams
    [38, 0, 0.0018, -0.0446], [23, 0, -0.0041, 0.0181], [26, 0, -0.0031, 0.0244], // onlyHead, typeDate, moneyWithCurrency
    [11, 0, 0.0025, -0.031], [20, 0.3667, 0.01, -0.0074], [28, 0, 0.0029, -0.0318], // valueUsed, valueWords, textStartsWithDigit
    [33, 0.5, 0.0071, -0.011], [21, 0.3333, -0.0135, 0.006], [35, 0.2667, -0.0096, 0.0078], // matchTimesFit, valueDigits, margin
    [20, 0.4628, 0.0056, -0.0135], [15, 0, 0.0042, -0.0184], [16, 0, 0.0034, -0.024], // valueWords, kindColumn, kindInline
    [9, 0, 0.0038, -0.0204], [4, 0.5, 0.016, -0.0044], [21, 0.6667, -0.0068, 0.0104], // claimedByOther, compound, valueDigits
    [22, 0, 0.0068, -0.011], // typeNumber
  ],
  threshold: 0.6,
};
