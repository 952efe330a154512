import type { TVerifierModel } from './verify-values.ts';

// Written by `npm run train:verifier` (bench/extraction/train-verifier.ts) from the development sets; do not edit by
// hand. Retrain after changing the features (verify-features.ts), the rules or the learned fallback (it verifies what
// they fill). dropBelow: retrain-rules.ts's confidentDropBelow over the cross validation: the largest (absent or wrong
// values removed) - right values lost, with no more right values lost than stated wrong ones removed and no held-out
// set below 0 (0: no threshold drops only where it is sure; the verifier then sets confidences only).
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
  base: 1.17,
  stumps: [
    [20, 0, 0.039, -0.1927], // valueShared
    [20, 0, 0.0359, -0.1571], // valueShared
    [20, 0, 0.033, -0.1319], // valueShared
    [20, 0, 0.0303, -0.1129], // valueShared
    [13, 0.5333, -0.0494, 0.0635], // ownScore
    [17, 0, -0.0446, 0.0604], // margin
    [28, 0.1579, -0.0943, 0.026], // position
    [20, 0, 0.026, -0.0916], // valueShared
    [13, 0.5333, -0.039, 0.055], // ownScore
    [33, 0.2222, -0.0645, 0.0299], // valueDigits
    [20, 0, 0.0227, -0.0784], // valueShared
    [13, 0.5333, -0.034, 0.0499], // ownScore
    [28, 0.1579, -0.0715, 0.0208], // position
    [14, 0.5, -0.0203, 0.0748], // ownCover
    [20, 0, 0.0199, -0.0668], // valueShared
    [33, 0.2222, -0.0502, 0.025], // valueDigits
    [14, 0.5, -0.0175, 0.0699], // ownCover
    [12, 0, -0.1019, 0.0103], // labelWords
    [20, 0, 0.0175, -0.0566], // valueShared
    [14, 0.5, -0.0152, 0.0652], // ownCover
    [28, 0.1579, -0.0519, 0.0168], // position
    [13, 0.5333, -0.0218, 0.0371], // ownScore
    [20, 0, 0.0153, -0.0495], // valueShared
    [33, 0.2222, -0.0375, 0.0197], // valueDigits
    [14, 0.5, -0.0126, 0.058], // ownCover
    [0, 0.8, -0.0224, 0.0283], // confidence
    [20, 0, 0.0137, -0.0431], // valueShared
    [28, 0.1579, -0.0412, 0.0138], // position
    [13, 0.8, -0.0099, 0.057], // ownScore
    [12, 0.2314, -0.0232, 0.0217], // labelWords
    [33, 0.2222, -0.029, 0.0162], // valueDigits
    [1, 0, 0.0028, -0.1603], // learned
    [20, 0, 0.0122, -0.0375], // valueShared
    [14, 0.5, -0.0093, 0.049], // ownCover
    [0, 0.8, -0.0175, 0.0237], // confidence
    [25, 0, -0.0071, 0.0568], // identifier
    [16, 0, 0.0108, -0.0357], // otherBetter
    [28, 0.1579, -0.0334, 0.0117], // position
    [12, 0.2314, -0.0196, 0.019], // labelWords
    [1, 0, 0.0027, -0.1324], // learned
    [13, 0.8, -0.0073, 0.0477], // ownScore
    [20, 0, 0.0105, -0.0317], // valueShared
    [25, 0, -0.0062, 0.0525], // identifier
    [16, 0, 0.0099, -0.0318], // otherBetter
    [31, 0.5372, 0.0024, -0.1333], // lineCells
    [12, 0, -0.0524, 0.0066], // labelWords
    [12, 0.2314, -0.0165, 0.0173], // labelWords
    [1, 0, 0.003, -0.1119], // learned
    [16, 0, 0.0098, -0.0294], // otherBetter
    [28, 0.1579, -0.0277, 0.0104], // position
    [25, 0, -0.0052, 0.049], // identifier
    [32, 0.5372, 0.0028, -0.1042], // valueWords
    [31, 0.5372, 0.003, -0.1147], // lineCells
    [13, 0.8, -0.0048, 0.0432], // ownScore
    [20, 0, 0.01, -0.0256], // valueShared
    [27, 0, 0.0083, -0.031], // nested
    [1, 0, 0.0033, -0.0974], // learned
    [16, 0, 0.0093, -0.0255], // otherBetter
    [28, 0.2, -0.0217, 0.0109], // position
    [25, 0, -0.0043, 0.0456], // identifier
    [32, 0.5372, 0.0029, -0.093], // valueWords
    [31, 0.5372, 0.0031, -0.1016], // lineCells
    [12, 0.2314, -0.0128, 0.0158], // labelWords
    [0, 0.78, -0.0128, 0.0153], // confidence
    [16, 0, 0.0092, -0.0234], // otherBetter
    [25, 0, -0.0033, 0.0421], // identifier
    [1, 0, 0.0031, -0.0842], // learned
    [28, 0.2, -0.0191, 0.0099], // position
    [15, 0.8, 0.0034, -0.0692], // bestOtherScore
    [14, 0.5, -0.0046, 0.0339], // ownCover
    [32, 0.5372, 0.0027, -0.0831], // valueWords
    [31, 0.5372, 0.003, -0.0907], // lineCells
    [20, 0, 0.0089, -0.0213], // valueShared
    [27, 0, 0.0074, -0.0251], // nested
    [12, 0.2314, -0.0113, 0.0138], // labelWords
    [16, 0, 0.0082, -0.0206], // otherBetter
    [1, 0, 0.0029, -0.0755], // learned
    [25, 0, -0.0031, 0.0388], // identifier
    [12, 0.4628, -0.0049, 0.0271], // labelWords
    [13, 0.6667, -0.0062, 0.0229], // ownScore
    [31, 0.5372, 0.0024, -0.081], // lineCells
    [32, 0.5372, 0.0029, -0.0745], // valueWords
    [15, 0.8, 0.0036, -0.058], // bestOtherScore
    [28, 0.2, -0.016, 0.009], // position
    [25, 0, -0.0026, 0.0366], // identifier
    [16, 0, 0.0074, -0.0183], // otherBetter
    [12, 0.4628, -0.0044, 0.0253], // labelWords
    [0, 0.78, -0.0103, 0.0121], // confidence
    [31, 0.5372, 0.0024, -0.0732], // lineCells
    [20, 0, 0.0074, -0.0181], // valueShared
    [32, 0.5372, 0.0027, -0.0672], // valueWords
    [1, 0, 0.003, -0.0658], // learned
    [13, 0.6667, -0.0049, 0.0208], // ownScore
    [15, 0.5333, 0.0064, -0.0208], // bestOtherScore
    [27, 0, 0.0065, -0.0204], // nested
    [28, 0.2, -0.0142, 0.0083], // position
    [25, 0, -0.0022, 0.0335], // identifier
    [31, 0.5372, 0.0025, -0.0667], // lineCells
    [12, 0.4628, -0.0035, 0.0232], // labelWords
    [13, 0.6667, -0.0045, 0.0199], // ownScore
    [32, 0.5372, 0.0026, -0.0608], // valueWords
    [15, 0.5333, 0.0063, -0.0192], // bestOtherScore
    [1, 0, 0.0032, -0.0589], // learned
    [18, 0, -0.0104, 0.0099], // competitors
    [20, 0, 0.0068, -0.0154], // valueShared
    [12, 0.4628, -0.0033, 0.0219], // labelWords
    [13, 0.8, -0.0024, 0.0279], // ownScore
    [31, 0.5372, 0.0024, -0.0609], // lineCells
    [18, 0.3667, -0.0021, 0.0284], // competitors
    [15, 0.5333, 0.0053, -0.0182], // bestOtherScore
    [28, 0.2, -0.0129, 0.0073], // position
    [25, 0, -0.0021, 0.031], // identifier
    [32, 0.5372, 0.0023, -0.0556], // valueWords
    [15, 0.8, 0.0028, -0.0455], // bestOtherScore
    [1, 0, 0.0024, -0.0539], // learned
    [27, 0, 0.0052, -0.0174], // nested
    [31, 0.5372, 0.0021, -0.0566], // lineCells
    [18, 0, -0.0095, 0.0087], // competitors
    [12, 0.2314, -0.0078, 0.0099], // labelWords
    [18, 0.3667, -0.0022, 0.0263], // competitors
    [15, 0.5333, 0.0047, -0.0171], // bestOtherScore
    [22, 0, -0.0036, 0.0184], // typeDate
    [25, 0, -0.0021, 0.0282], // identifier
    [12, 0.4628, -0.0034, 0.0193], // labelWords
    [13, 0.6667, -0.0041, 0.0162], // ownScore
    [1, 0, 0.0018, -0.0491], // learned
    [32, 0.5372, 0.0018, -0.0503], // valueWords
    [15, 0.5333, 0.0048, -0.0159], // bestOtherScore
    [31, 0.5372, 0.0022, -0.0521], // lineCells
    [18, 0.3667, -0.0018, 0.0257], // competitors
    [28, 0.2, -0.0115, 0.0062], // position
    [20, 0, 0.0052, -0.0134], // valueShared
    [15, 0.8, 0.0021, -0.039], // bestOtherScore
    [25, 0, -0.002, 0.026], // identifier
    [22, 0, -0.0034, 0.0166], // typeDate
    [12, 0.4628, -0.0032, 0.0174], // labelWords
    [18, 0.3667, -0.0023, 0.0232], // competitors
    [31, 0.5372, 0.0012, -0.0501], // lineCells
    [27, 0, 0.0041, -0.0155], // nested
    [1, 0, 0.0015, -0.0446], // learned
    [16, 0, 0.0047, -0.0129], // otherBetter
    [32, 0.5372, 0.0014, -0.0459], // valueWords
    [5, 0, 0.0043, -0.0146], // kindColon
    [13, 0.6667, -0.0037, 0.0144], // ownScore
    [31, 0.2314, 0.007, -0.0078], // lineCells
    [18, 0.4628, -0.0013, 0.0341], // competitors
    [28, 0.2, -0.0105, 0.0053], // position
    [28, 0.8333, 0.0025, -0.0251], // position
    [15, 0.5333, 0.004, -0.0144], // bestOtherScore
    [0, 0.78, -0.0067, 0.0081], // confidence
  ],
  dropBelow: 0,
};
