import type { TVerifierModel } from './verify-values.ts';

// Written by `npm run train:verifier` (bench/extraction/train-verifier.ts) from the development sets; do not edit by
// hand. Retrain after changing the features (verify-features.ts), the rules or the learned fallback (it verifies what
// they fill). dropBelow: the threshold cross validation found to remove more absent values than right ones.
export const VERIFIER_MODEL: TVerifierModel = {
  features: [
    'confidence',
    'learned',
    'guess',
    'located',
    'pairFound',
    'kindColon',
    'kindCell',
    'kindBelow',
    'kindColumn',
    'kindInline',
    'labelLinesAway',
    'labelCharsAway',
    'labelWords',
    'ownScore',
    'ownCover',
    'bestOtherScore',
    'otherBetter',
    'margin',
    'competitors',
    'competingValues',
    'valueShared',
    'typeNumber',
    'typeDate',
    'typeText',
    'typeOther',
    'identifier',
    'required',
    'nested',
    'position',
    'page',
    'headerLine',
    'lineCells',
    'valueWords',
    'valueDigits',
  ],
  base: 1.4502,
  stumps: [
    [20, 0, 0.0527, -0.2314], // valueShared
    [20, 0, 0.0491, -0.1811], // valueShared
    [20, 0, 0.0457, -0.1481], // valueShared
    [20, 0, 0.0425, -0.1245], // valueShared
    [20, 0, 0.0394, -0.1066], // valueShared
    [20, 0, 0.0365, -0.0924], // valueShared
    [17, 0, -0.0508, 0.0595], // margin
    [17, 0, -0.0446, 0.0558], // margin
    [20, 0, 0.0318, -0.0735], // valueShared
    [13, 0.5333, -0.0455, 0.0457], // ownScore
    [14, 0.5, -0.0236, 0.0815], // ownCover
    [20, 0, 0.0281, -0.0633], // valueShared
    [14, 0.5, -0.0208, 0.0775], // ownCover
    [20, 0, 0.0255, -0.0552], // valueShared
    [0, 0.8, -0.0439, 0.032], // confidence
    [14, 0.5, -0.0179, 0.073], // ownCover
    [27, 0, 0.0181, -0.0648], // nested
    [18, 0, -0.0584, 0.0196], // competitors
    [1, 0, 0.0041, -0.2688], // learned
    [20, 0, 0.0227, -0.0473], // valueShared
    [14, 0.5, -0.0152, 0.0677], // ownCover
    [0, 0.8, -0.0345, 0.0273], // confidence
    [13, 0.5333, -0.0266, 0.0323], // ownScore
    [27, 0, 0.0154, -0.0539], // nested
    [20, 0, 0.0196, -0.0407], // valueShared
    [1, 0, 0.0035, -0.2158], // learned
    [32, 0.4628, 0.0061, -0.1253], // valueWords
    [14, 0.5, -0.0128, 0.0611], // ownCover
    [31, 0.5372, 0.0041, -0.1693], // lineCells
    [18, 0, -0.0436, 0.017], // competitors
    [20, 0, 0.0193, -0.0361], // valueShared
    [32, 0.4628, 0.0066, -0.1073], // valueWords
    [1, 0, 0.0043, -0.1793], // learned
    [14, 0.5, -0.0103, 0.0573], // ownCover
    [27, 0, 0.0141, -0.0433], // nested
    [31, 0.5372, 0.0045, -0.1441], // lineCells
    [18, 0, -0.0382, 0.0163], // competitors
    [20, 0, 0.0181, -0.0319], // valueShared
    [22, 0, -0.009, 0.0514], // typeDate
    [1, 0, 0.0044, -0.1513], // learned
    [32, 0.4628, 0.0063, -0.0934], // valueWords
    [14, 0.5, -0.0085, 0.0529], // ownCover
    [0, 0.85, -0.0209, 0.0224], // confidence
    [12, 0.2314, -0.0194, 0.0238], // labelWords
    [20, 0, 0.0158, -0.0288], // valueShared
    [31, 0.5372, 0.0043, -0.1236], // lineCells
    [18, 0, -0.0333, 0.0148], // competitors
    [27, 0, 0.0131, -0.0352], // nested
    [22, 0, -0.0077, 0.047], // typeDate
    [32, 0.4628, 0.0059, -0.0811], // valueWords
    [1, 0, 0.0041, -0.1294], // learned
    [20, 0, 0.0149, -0.0261], // valueShared
    [18, 0, -0.0305, 0.013], // competitors
    [12, 0.2314, -0.0171, 0.0216], // labelWords
    [31, 0.5372, 0.0041, -0.1096], // lineCells
    [14, 0.5, -0.0061, 0.0471], // ownCover
    [27, 0, 0.0118, -0.0303], // nested
    [1, 0, 0.0041, -0.1142], // learned
    [18, 0, -0.0277, 0.0124], // competitors
    [20, 0, 0.0138, -0.0237], // valueShared
    [32, 0.4628, 0.0053, -0.0729], // valueWords
    [22, 0, -0.0069, 0.0415], // typeDate
    [25, 0, -0.0054, 0.051], // identifier
    [31, 0.5372, 0.0038, -0.0969], // lineCells
    [13, 0.5333, -0.0128, 0.0213], // ownScore
    [12, 0.2314, -0.0145, 0.0197], // labelWords
    [1, 0, 0.0037, -0.1048], // learned
    [20, 0, 0.0126, -0.0216], // valueShared
    [25, 0, -0.0047, 0.0474], // identifier
    [22, 0, -0.0062, 0.0382], // typeDate
    [14, 0.5, -0.0057, 0.041], // ownCover
    [15, 0.8, 0.0042, -0.07], // bestOtherScore
    [32, 0.4628, 0.0045, -0.0647], // valueWords
    [31, 0.5372, 0.0034, -0.087], // lineCells
    [18, 0, -0.0237, 0.0112], // competitors
    [1, 0, 0.0036, -0.0952], // learned
    [27, 0, 0.0098, -0.0252], // nested
    [12, 0.2314, -0.0127, 0.0174], // labelWords
    [25, 0, -0.0042, 0.0442], // identifier
    [15, 0.8, 0.004, -0.063], // bestOtherScore
    [18, 0, -0.0221, 0.0099], // competitors
    [31, 0.5372, 0.0033, -0.0784], // lineCells
    [20, 0, 0.0119, -0.0189], // valueShared
    [32, 0.4628, 0.0047, -0.0578], // valueWords
    [1, 0, 0.0034, -0.0874], // learned
    [22, 0, -0.0051, 0.0342], // typeDate
    [13, 0.8, -0.0043, 0.0399], // ownScore
    [18, 0.2314, -0.0088, 0.0199], // competitors
    [31, 0.5372, 0.0032, -0.0718], // lineCells
    [20, 0, 0.0113, -0.0177], // valueShared
    [25, 0, -0.0033, 0.0413], // identifier
    [32, 0.4628, 0.0044, -0.0519], // valueWords
    [15, 0.8, 0.004, -0.0565], // bestOtherScore
    [1, 0, 0.0031, -0.0788], // learned
    [12, 0.2314, -0.0111, 0.0155], // labelWords
    [18, 0, -0.0201, 0.0093], // competitors
    [26, 0, -0.0055, 0.028], // required
    [22, 0, -0.0048, 0.0311], // typeDate
    [14, 0.5, -0.0043, 0.0335], // ownCover
    [31, 0.5372, 0.0028, -0.0648], // lineCells
    [18, 0.2314, -0.0079, 0.0191], // competitors
    [20, 0, 0.0103, -0.0165], // valueShared
    [30, 0, 0.0025, -0.0911], // headerLine
    [1, 0, 0.0028, -0.0715], // learned
    [27, 0, 0.0078, -0.0197], // nested
    [15, 0.8, 0.0034, -0.051], // bestOtherScore
    [32, 0.4628, 0.0035, -0.0472], // valueWords
    [25, 0, -0.0034, 0.0364], // identifier
    [31, 0.5372, 0.0027, -0.061], // lineCells
    [18, 0.2314, -0.0074, 0.0181], // competitors
    [20, 0, 0.0095, -0.0151], // valueShared
    [22, 0, -0.004, 0.0286], // typeDate
    [12, 0.2314, -0.0094, 0.0136], // labelWords
    [18, 0, -0.0171, 0.0081], // competitors
    [1, 0, 0.0025, -0.0662], // learned
    [13, 0.5333, -0.0085, 0.014], // ownScore
    [31, 0.5372, 0.0024, -0.0575], // lineCells
    [20, 0, 0.009, -0.0143], // valueShared
    [30, 0, 0.0023, -0.0793], // headerLine
    [15, 0.8, 0.0032, -0.0463], // bestOtherScore
    [32, 0.4628, 0.0034, -0.0425], // valueWords
    [26, 0, -0.0044, 0.0237], // required
    [13, 0.8, -0.0032, 0.0313], // ownScore
    [1, 0, 0.0023, -0.0617], // learned
    [12, 0.2314, -0.0089, 0.0123], // labelWords
    [18, 0.2314, -0.0069, 0.0153], // competitors
    [31, 0.5372, 0.0023, -0.0535], // lineCells
    [20, 0, 0.0085, -0.0134], // valueShared
    [25, 0, -0.0026, 0.0326], // identifier
    [22, 0, -0.0035, 0.0253], // typeDate
    [19, 0.5372, -0.0009, 0.0674], // competingValues
    [15, 0.8, 0.0027, -0.042], // bestOtherScore
    [31, 0.5372, 0.0022, -0.0511], // lineCells
    [31, 0.4628, -0.0037, 0.0278], // lineCells
    [31, 0.4628, -0.0033, 0.0253], // lineCells
    [31, 0.5372, 0.0026, -0.0513], // lineCells
    [31, 0.4628, -0.0032, 0.0276], // lineCells
    [32, 0.4628, 0.0035, -0.0381], // valueWords
    [30, 0, 0.0023, -0.0696], // headerLine
    [27, 0, 0.0067, -0.0155], // nested
    [1, 0, 0.0024, -0.0564], // learned
    [18, 0, -0.0144, 0.0071], // competitors
    [31, 0.5372, 0.0025, -0.0499], // lineCells
    [31, 0.4628, -0.0035, 0.0284], // lineCells
    [31, 0.4628, -0.0031, 0.026], // lineCells
    [31, 0.5372, 0.0028, -0.0504], // lineCells
    [31, 0.4628, -0.0031, 0.0281], // lineCells
    [31, 0.4628, -0.0028, 0.0256], // lineCells
    [31, 0.5372, 0.003, -0.0507], // lineCells
    [31, 0.4628, -0.0028, 0.0278], // lineCells
  ],
  dropBelow: 0,
};
