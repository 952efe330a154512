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
  base: 1.4969,
  stumps: [
    [20, 0, 0.0499, -0.2609], // valueShared
    [20, 0, 0.0464, -0.1999], // valueShared
    [20, 0, 0.0431, -0.1618], // valueShared
    [20, 0, 0.04, -0.1352], // valueShared
    [20, 0, 0.0371, -0.1153], // valueShared
    [20, 0, 0.0343, -0.0999], // valueShared
    [28, 0.0741, -0.1425, 0.021], // position
    [13, 0.5333, -0.0518, 0.0515], // ownScore
    [20, 0, 0.0299, -0.0828], // valueShared
    [18, 0, -0.0774, 0.029], // competitors
    [20, 0, 0.0272, -0.0719], // valueShared
    [13, 0.5333, -0.042, 0.0451], // ownScore
    [14, 0.5, -0.0231, 0.0762], // ownCover
    [10, 2, 0.0131, -0.1129], // labelLinesAway
    [14, 0.5, -0.0202, 0.072], // ownCover
    [20, 0, 0.0229, -0.0583], // valueShared
    [0, 0.85, -0.035, 0.0352], // confidence
    [14, 0.5, -0.0173, 0.0673], // ownCover
    [18, 0, -0.0492, 0.0214], // competitors
    [20, 0, 0.0204, -0.0501], // valueShared
    [33, 0.4, -0.0417, 0.0228], // valueDigits
    [14, 0.5, -0.0146, 0.0619], // ownCover
    [28, 0.0741, -0.0679, 0.0121], // position
    [0, 0.85, -0.0266, 0.029], // confidence
    [20, 0, 0.0176, -0.0421], // valueShared
    [14, 0.5, -0.0124, 0.0569], // ownCover
    [32, 0.4628, 0.0062, -0.1103], // valueWords
    [31, 0.5372, 0.0037, -0.1728], // lineCells
    [18, 0, -0.0352, 0.018], // competitors
    [12, 0.2314, -0.0217, 0.0277], // labelWords
    [20, 0, 0.0165, -0.0361], // valueShared
    [14, 0.5, -0.0098, 0.0528], // ownCover
    [32, 0.4628, 0.0064, -0.0951], // valueWords
    [0, 0.85, -0.0205, 0.0252], // confidence
    [31, 0.5372, 0.004, -0.144], // lineCells
    [33, 0.4, -0.027, 0.0183], // valueDigits
    [20, 0, 0.0154, -0.0314], // valueShared
    [14, 0.5, -0.0079, 0.0488], // ownCover
    [12, 0.2314, -0.0178, 0.0242], // labelWords
    [18, 0, -0.0285, 0.0153], // competitors
    [32, 0.4628, 0.006, -0.081], // valueWords
    [31, 0.5372, 0.0041, -0.1267], // lineCells
    [13, 0.6667, -0.0109, 0.0316], // ownScore
    [12, 0.2314, -0.0156, 0.0228], // labelWords
    [1, 0, 0.0031, -0.2215], // learned
    [20, 0, 0.0135, -0.0274], // valueShared
    [18, 0, -0.0252, 0.014], // competitors
    [31, 0.5372, 0.004, -0.1113], // lineCells
    [32, 0.4628, 0.0064, -0.0717], // valueWords
    [13, 0.6667, -0.0097, 0.029], // ownScore
    [12, 0.2314, -0.014, 0.0209], // labelWords
    [1, 0, 0.003, -0.1873], // learned
    [20, 0, 0.0124, -0.0248], // valueShared
    [0, 0.85, -0.0141, 0.0197], // confidence
    [32, 0.4628, 0.0052, -0.0646], // valueWords
    [31, 0.5372, 0.0036, -0.0971], // lineCells
    [13, 0.8, -0.0048, 0.0436], // ownScore
    [15, 0.8, 0.0049, -0.0751], // bestOtherScore
    [28, 0.0741, -0.0357, 0.0082], // position
    [18, 0, -0.0206, 0.012], // competitors
    [12, 0.2314, -0.0125, 0.0182], // labelWords
    [1, 0, 0.0025, -0.1594], // learned
    [20, 0, 0.0107, -0.0221], // valueShared
    [31, 0.5372, 0.0034, -0.0879], // lineCells
    [13, 0.6667, -0.0081, 0.0253], // ownScore
    [32, 0.4628, 0.0052, -0.0581], // valueWords
    [15, 0.8, 0.0044, -0.0672], // bestOtherScore
    [18, 0.3667, -0.0048, 0.0375], // competitors
    [31, 0.5372, 0.0027, -0.0819], // lineCells
    [18, 0.3667, -0.0047, 0.0364], // competitors
    [20, 0, 0.0095, -0.0213], // valueShared
    [25, 0, -0.0047, 0.0393], // identifier
    [1, 0, 0.0015, -0.1391], // learned
    [32, 0.4628, 0.0036, -0.0535], // valueWords
    [13, 0.8, -0.005, 0.036], // ownScore
    [8, 0, 0.0062, -0.0299], // kindColumn
    [12, 0.2314, -0.0117, 0.0152], // labelWords
    [18, 0.3667, -0.0052, 0.0336], // competitors
    [31, 0.5372, 0.0017, -0.0763], // lineCells
    [15, 0.8, 0.0031, -0.0602], // bestOtherScore
    [33, 0.8571, 0.0067, -0.025], // valueDigits
    [33, 0.4, -0.0168, 0.0107], // valueDigits
    [18, 0.3667, -0.0048, 0.0325], // competitors
    [20, 0, 0.0078, -0.0194], // valueShared
    [31, 0.5372, 0.0018, -0.0707], // lineCells
    [25, 0, -0.004, 0.0364], // identifier
    [32, 0.4628, 0.0035, -0.048], // valueWords
    [33, 0.8571, 0.0067, -0.024], // valueDigits
    [13, 0.6667, -0.0074, 0.0201], // ownScore
    [1, 0, 0.0016, -0.1203], // learned
    [18, 0.3667, -0.0045, 0.0311], // competitors
    [12, 0.2314, -0.0109, 0.0133], // labelWords
    [15, 0.8, 0.0023, -0.0542], // bestOtherScore
    [8, 0, 0.005, -0.0256], // kindColumn
    [28, 0.2222, -0.0176, 0.0077], // position
    [33, 0.8571, 0.0057, -0.0227], // valueDigits
    [25, 0, -0.0042, 0.0341], // identifier
    [18, 0.3667, -0.0046, 0.0292], // competitors
    [31, 0.5372, 0.0014, -0.0646], // lineCells
    [20, 0, 0.0076, -0.0175], // valueShared
    [32, 0.4628, 0.003, -0.0445], // valueWords
    [13, 0.8, -0.0041, 0.0305], // ownScore
    [1, 0, 0.0012, -0.1055], // learned
    [33, 0.4, -0.014, 0.0087], // valueDigits
    [33, 0.8571, 0.0059, -0.0217], // valueDigits
    [15, 0.8, 0.0025, -0.0489], // bestOtherScore
    [6, 0, -0.0058, 0.0203], // kindCell
    [18, 0.3667, -0.0041, 0.0276], // competitors
    [31, 0.5372, 0.0015, -0.0597], // lineCells
    [25, 0, -0.0035, 0.0318], // identifier
    [20, 0, 0.0071, -0.0157], // valueShared
    [32, 0.4628, 0.0029, -0.0398], // valueWords
    [33, 0.8571, 0.0056, -0.0199], // valueDigits
    [28, 0.2222, -0.0151, 0.0073], // position
    [17, -0.1333, -0.0194, 0.0056], // margin
    [1, 0, 0.0013, -0.0955], // learned
    [18, 0.3667, -0.0038, 0.0266], // competitors
    [12, 0.2314, -0.0093, 0.0113], // labelWords
    [31, 0.5372, 0.0015, -0.0555], // lineCells
    [31, 0.4628, -0.0041, 0.0277], // lineCells
    [31, 0.4628, -0.0037, 0.0253], // lineCells
    [31, 0.5372, 0.0021, -0.0552], // lineCells
    [31, 0.4628, -0.0036, 0.0279], // lineCells
    [31, 0.4628, -0.0032, 0.0255], // lineCells
    [31, 0.5372, 0.0025, -0.055], // lineCells
    [31, 0.4628, -0.0031, 0.028], // lineCells
    [32, 0.2314, -0.014, 0.0075], // valueWords
    [31, 0.4628, -0.003, 0.0257], // lineCells
    [31, 0.5372, 0.0027, -0.0544], // lineCells
    [31, 0.4628, -0.0029, 0.0282], // lineCells
    [25, 0, -0.0021, 0.0303], // identifier
    [6, 0, -0.004, 0.0193], // kindCell
    [15, 0.8, 0.0032, -0.0424], // bestOtherScore
    [28, 0.2222, -0.0133, 0.0075], // position
    [31, 0.5372, 0.0026, -0.052], // lineCells
    [31, 0.4628, -0.0033, 0.0294], // lineCells
    [31, 0.4628, -0.0029, 0.0269], // lineCells
    [31, 0.5372, 0.0028, -0.0525], // lineCells
    [31, 0.4628, -0.0029, 0.0291], // lineCells
    [31, 0.4628, -0.0026, 0.0266], // lineCells
    [31, 0.5372, 0.003, -0.0529], // lineCells
    [31, 0.4628, -0.0027, 0.0288], // lineCells
    [31, 0.4628, -0.0024, 0.0264], // lineCells
    [31, 0.5372, 0.0032, -0.0531], // lineCells
    [31, 0.4628, -0.0025, 0.0287], // lineCells
    [31, 0.4628, -0.0022, 0.0262], // lineCells
    [31, 0.5372, 0.0033, -0.0533], // lineCells
    [31, 0.4628, -0.0023, 0.0285], // lineCells
    [31, 0.4628, -0.0021, 0.0261], // lineCells
    [31, 0.5372, 0.0034, -0.0535], // lineCells
  ],
  dropBelow: 0.1,
};
